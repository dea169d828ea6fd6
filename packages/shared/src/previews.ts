/**
 * A shared preview of a personalisation: the shopper makes a link to a piece as they have
 * personalised it, and anyone with the link sees it, without an account. The calls, their
 * rules and every sentence the two apps and the server say about it; the calls and their
 * answers are in previews-api.ts, which the browser imports only as types.
 */
import type { EngravingFont } from './personalisation.ts';
import type { SharedPersonalisation } from './previews-api.ts';

/** Random bytes of a preview's token: 144 bits, 24 characters of base64url. */
export const PREVIEW_TOKEN_BYTES = 18;
export const PREVIEW_TOKEN = /^[A-Za-z0-9_-]{24}$/;

/** A preview nobody opened for this many days is deleted. */
export const PREVIEW_UNOPENED_DAYS = 90;

/** Where a preview is drawn as: the product page's picture, or the ring page's drawn band. */
export const PREVIEW_LOOKS = ['piece', 'ring'] as const;
export type PreviewLook = (typeof PREVIEW_LOOKS)[number];

export type SharedEngraving = { text: string; font: EngravingFont; fontSize: number };

export const SHARED_UPLOAD_KINDS = ['fingerprint', 'picture', 'pdf'] as const;
export type SharedUploadKind = (typeof SHARED_UPLOAD_KINDS)[number];

export const PREVIEW_TEXTS = {
  shareButton: 'Share preview',
  making: 'Making a link…',
  showPicture: 'Show my picture in the shared preview',
  showPictureHint: 'Unticked, the preview only says that a picture was added.',
  linkLabel: 'Link to your preview',
  linkReady: 'Anyone with this link can see the piece as you have personalised it, without your name.',
  copyLink: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'Copying did not work here: select the link and copy it yourself.',
  share: 'Share',
  shareTitle: 'My personalised piece',
  pageHeading: 'A personalised piece to show you',
  personaliseOwn: 'Personalise your own',
  pictureAdded: 'A picture was added to this piece. It is not shown in shared previews.',
  pdfAdded: 'A PDF was added to this piece. It is not shown in shared previews.',
  pictureShown: 'The picture added to this piece',
  fingerprintShown: 'The fingerprint added to this piece',
  engravedWith: 'Engraved with',
  loading: 'Loading the preview…',
  notFound: 'This preview does not exist. The link may be mistyped, or nobody opened it for 90 days.',
  pieceGone: 'The piece of this preview has left the collection.',
  unknownProduct: 'We could not find this piece: it may have left the collection.',
  notPersonalisable: 'This piece is not personalised, so it has no preview to share.',
  notOffered: 'This piece is not personalised that way.',
  ringOnly: 'Only a ring can be personalised on the ring page.',
  wrongFont: 'This font is not offered for this piece.',
  tooLong: (max: number) => `The engraving is too long for this piece: at most ${max} characters.`,
  uploadGone: 'The uploaded file is no longer on our server. Please upload it again and make a new preview.',
  tooMany: 'You have made many previews in the last hour. Please try again in a while.',
  failed: 'The link could not be made. Please try again.',
  description: (name: string) => `See the ${name} as it has been personalised, and personalise your own.`,
  title: (name: string) => `A personalised ${name}`,
  imageAlt: (name: string) => `The personalised ${name}`,
} as const;

export function isPreviewToken(value: string): boolean {
  return PREVIEW_TOKEN.test(value);
}

export function previewPagePath(token: string): string {
  return `/previews/${token}`;
}

export function previewApiPath(token: string): string {
  return `/api/previews/${token}`;
}

export function previewImagePath(token: string): string {
  return `/api/previews/${token}/image.png`;
}

export function previewPicturePath(token: string, index: number): string {
  return `/api/previews/${token}/pictures/${index}`;
}

/** A preview's personalisation as the shop keeps it: the uploads by id, which no answer carries. */
export interface StoredPreviewPersonalisation {
  type: SharedPersonalisation['type'];
  look: PreviewLook;
  engraving: SharedEngraving | null;
  uploads: { kind: SharedUploadKind; fileId: string }[];
}
