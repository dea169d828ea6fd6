import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  POLICY_MARKDOWN_MAX,
  POLICY_TEXTS,
  PolicyMarkdownSchema,
  type AdminPolicyAnswer,
} from '@shop/shared/policies';
import { Alert } from '@shop/ui/alert.tsx';
import { PRIMARY_BUTTON, QUIET_BUTTON, SECONDARY_BUTTON } from '@shop/ui/buttons.ts';
import { PolicyText } from '@shop/ui/policy-text.tsx';
import { policiesQuery, policyQuery, previewPolicy, savePolicyVersion } from '../api/policy-calls.ts';

/**
 * A policy's Markdown, its preview with the page's own renderer, and the owner's save as a new
 * version. Staff members read the text and preview it; the field is theirs to read only.
 */
export function PolicyEditor({
  policy,
  canSave,
  onSaved,
}: {
  policy: AdminPolicyAnswer;
  canSave: boolean;
  /** The server's sentence for a saved version; the page says it once the new version shows. */
  onSaved: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  const fieldId = useId();
  const [markdown, setMarkdown] = useState(policy.versions[0]?.markdown ?? '');
  const [problem, setProblem] = useState<string | undefined>();
  const preview = useMutation({ mutationFn: previewPolicy });
  const save = useMutation({
    mutationFn: (text: string) => savePolicyVersion(policy.id, text),
    onSuccess: (answer) => {
      onSaved(answer.message);
      queryClient.setQueryData(policyQuery(policy.id).queryKey, {
        success: true,
        id: answer.id,
        title: answer.title,
        versions: answer.versions,
        fromSettings: answer.fromSettings,
      });
      void queryClient.invalidateQueries({ queryKey: policiesQuery().queryKey, exact: true });
    },
  });

  /** The text as the server would take it, or undefined after saying why not. */
  function checked(): string | undefined {
    const result = PolicyMarkdownSchema.safeParse(markdown);
    setProblem(result.success ? undefined : result.error.issues[0]?.message);
    return result.success ? result.data : undefined;
  }

  function edit(text: string) {
    setMarkdown(text);
    setProblem(undefined);
  }

  return (
    <div className="space-y-4">
      <Alert message={save.error?.message ?? preview.error?.message} />
      <div className="space-y-2">
        <label htmlFor={fieldId} className="block font-medium">
          {POLICY_TEXTS.editorLabel}
        </label>
        <textarea
          id={fieldId}
          rows={18}
          maxLength={POLICY_MARKDOWN_MAX}
          readOnly={!canSave}
          spellCheck
          className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 font-mono text-sm read-only:bg-stone-100"
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${fieldId}-count${problem ? ` ${fieldId}-error` : ''}`}
          value={markdown}
          onChange={(event) => edit(event.target.value)}
        />
        <p id={`${fieldId}-count`} className="text-sm text-stone-600">
          {POLICY_TEXTS.characters(markdown.length)}
        </p>
        {problem && (
          <p id={`${fieldId}-error`} className="text-sm text-rose-700">
            {problem}
          </p>
        )}
      </div>
      {!canSave && <p className="text-sm text-stone-700">{POLICY_TEXTS.ownerOnlyNote}</p>}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={SECONDARY_BUTTON}
          disabled={preview.isPending}
          onClick={() => {
            const text = checked();
            if (text !== undefined) preview.mutate(text);
          }}
        >
          {POLICY_TEXTS.preview}
        </button>
        {canSave && (
          <button
            type="button"
            className={PRIMARY_BUTTON}
            disabled={save.isPending}
            onClick={() => {
              const text = checked();
              if (text !== undefined) save.mutate(text);
            }}
          >
            {save.isPending ? POLICY_TEXTS.saving : POLICY_TEXTS.save}
          </button>
        )}
        {canSave && (
          <button
            type="button"
            className={QUIET_BUTTON}
            onClick={() => {
              edit(policy.fromSettings);
              preview.reset();
            }}
          >
            {POLICY_TEXTS.writeAgain}
          </button>
        )}
      </div>
      {canSave && <p className="text-sm text-stone-600">{POLICY_TEXTS.writeAgainNote}</p>}
      {preview.data && (
        <section
          aria-labelledby={`${fieldId}-preview`}
          className="rounded-xl border border-stone-200 bg-white p-4 sm:p-6"
        >
          <h2 id={`${fieldId}-preview`} className="mb-4 text-lg font-semibold">
            {POLICY_TEXTS.previewHeading}
          </h2>
          <PolicyText html={preview.data.html} />
        </section>
      )}
    </div>
  );
}
