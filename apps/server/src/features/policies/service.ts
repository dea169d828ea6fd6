/**
 * The shop's policy pages: the newest version of each for the shop, every version for the
 * back office, and the owner's new versions. A version is only ever added, so what a page
 * said on any day can be read again; the first of each is written from the shop's settings.
 */
import { sql } from 'drizzle-orm';
import {
  POLICY_TEXTS,
  firstPolicyText,
  type AdminPolicyAnswer,
  type AdminPolicyListAnswer,
  type PolicyAnswer,
  type PolicyFacts,
  type PolicyPreviewAnswer,
  type PolicySavedAnswer,
} from '@shop/shared/policies';
import { POLICY_IDS, POLICY_TITLES, isPolicyId, type PolicyId } from '@shop/shared/policy-pages';
import { RETURN_WINDOW_SETTING, returnWindowDays } from '@shop/shared/return-window';
import { recordChange } from '../../audit/record-change.ts';
import type { Database } from '../../db/client.ts';
import type { StaffMemberRow } from '../../db/schema.ts';
import { shopSetting } from '../../db/shop-settings.ts';
import { HttpError } from '../../plugins/http-error.ts';
import { markdownToHtml } from './markdown.ts';
import {
  findLatestVersion,
  findLatestVersions,
  findVersions,
  insertFirstVersions,
  insertVersion,
} from './repository.ts';

/** Announced by the database when a version is saved: every instance renders its pages afresh. */
export const POLICIES_CHANGED = 'policies_changed';

export interface PoliciesOptions {
  /** What the texts say of the shop, but for its settings the owner changes (read at each writing). */
  seller: Omit<PolicyFacts, 'returnWindowDays'>;
  /** A version was saved through this instance: its kept pages show the old text. */
  onChange?: () => void;
}

function policyIdOf(text: string): PolicyId {
  if (!isPolicyId(text)) throw new HttpError(404, POLICY_TEXTS.notFound);
  return text;
}

export function createPoliciesService(db: Database, options: PoliciesOptions) {
  async function facts(): Promise<PolicyFacts> {
    return {
      ...options.seller,
      returnWindowDays: returnWindowDays(await shopSetting(db, RETURN_WINDOW_SETTING)),
    };
  }

  async function adminAnswer(policyId: PolicyId): Promise<AdminPolicyAnswer> {
    const [versions, fromSettings] = await Promise.all([
      findVersions(db, policyId),
      facts().then((shop) => firstPolicyText(policyId, shop)),
    ]);
    return {
      success: true,
      id: policyId,
      title: POLICY_TITLES[policyId],
      versions: versions.map((version) => ({
        id: version.id,
        markdown: version.markdown,
        html: markdownToHtml(version.markdown),
        createdAt: version.createdAt.toISOString(),
        staffName: version.staffName,
      })),
      fromSettings,
    };
  }

  return {
    /**
     * At start: each policy without a version gets its text written from the shop's settings,
     * once across instances. Answers the policies written.
     */
    async writeFirstVersions(): Promise<PolicyId[]> {
      const shop = await facts();
      return insertFirstVersions(
        db,
        POLICY_IDS.map((policyId) => ({ policyId, markdown: firstPolicyText(policyId, shop) })),
      );
    },

    /** The page's answer: the newest version, as HTML. */
    async page(policyIdText: string): Promise<PolicyAnswer> {
      const policyId = policyIdOf(policyIdText);
      const latest = await findLatestVersion(db, policyId);
      // Written at start; only a shop whose start failed halfway has none.
      if (!latest) throw new HttpError(404, POLICY_TEXTS.notFound);
      return {
        id: policyId,
        title: POLICY_TITLES[policyId],
        html: markdownToHtml(latest.markdown),
        updatedAt: latest.createdAt.toISOString(),
      };
    },

    async list(): Promise<AdminPolicyListAnswer> {
      const latest = new Map((await findLatestVersions(db)).map((version) => [version.policyId, version]));
      return {
        success: true,
        policies: POLICY_IDS.flatMap((policyId) => {
          const version = latest.get(policyId);
          return version
            ? [
                {
                  id: policyId,
                  title: POLICY_TITLES[policyId],
                  updatedAt: version.createdAt.toISOString(),
                  staffName: version.staffName,
                  versions: version.versions,
                },
              ]
            : [];
        }),
      };
    },

    policy: (policyIdText: string) => adminAnswer(policyIdOf(policyIdText)),

    preview: (markdown: string): PolicyPreviewAnswer => ({ success: true, html: markdownToHtml(markdown) }),

    /** The owner's new version, with its audit entry; staff members are refused. */
    async save(policyIdText: string, markdown: string, member: StaffMemberRow): Promise<PolicySavedAnswer> {
      const policyId = policyIdOf(policyIdText);
      if (member.role !== 'owner') throw new HttpError(403, POLICY_TEXTS.ownerOnly);
      await db.transaction(async (tx) => {
        const version = await insertVersion(tx, { policyId, markdown, staffId: member.id });
        await recordChange(tx, {
          staffId: member.id,
          action: 'policy.version',
          subject: { type: 'policy', id: policyId },
          after: { versionId: version.id, characters: markdown.length },
        });
        // Delivered on commit, to every instance (app.ts listens).
        await tx.execute(sql`SELECT pg_notify(${POLICIES_CHANGED}, ${policyId})`);
      });
      options.onChange?.();
      return { ...(await adminAnswer(policyId)), message: POLICY_TEXTS.saved(POLICY_TITLES[policyId]) };
    },
  };
}

export type PoliciesService = ReturnType<typeof createPoliciesService>;
