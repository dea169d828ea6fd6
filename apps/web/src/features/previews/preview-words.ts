/**
 * The shared previews' words (`PREVIEW_TEXTS` of packages/shared, also the server's) as the
 * storefront's messages, so a Tamil or Hindi page shares and shows a preview in its language.
 * Each message is the shared module's English; a refusal the server sends stays as it is sent.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

type PreviewKey =
  | 'shareButton'
  | 'making'
  | 'showPicture'
  | 'showPictureHint'
  | 'linkLabel'
  | 'linkReady'
  | 'copyLink'
  | 'copied'
  | 'copyFailed'
  | 'share'
  | 'shareTitle'
  | 'pageHeading'
  | 'personaliseOwn'
  | 'pictureAdded'
  | 'pdfAdded'
  | 'pictureShown'
  | 'fingerprintShown'
  | 'failed';

/** `PREVIEW_TEXTS` the shared preview's pages show of their own; the server's refusals stay as sent. */
export const PREVIEW_MESSAGES: Readonly<Record<PreviewKey, MessageDescriptor>> = {
  shareButton: msg`Share preview`,
  making: msg`Making a link…`,
  showPicture: msg`Show my picture in the shared preview`,
  showPictureHint: msg`Unticked, the preview only says that a picture was added.`,
  linkLabel: msg`Link to your preview`,
  linkReady: msg`Anyone with this link can see the piece as you have personalised it, without your name.`,
  copyLink: msg`Copy link`,
  copied: msg`Link copied`,
  copyFailed: msg`Copying did not work here: select the link and copy it yourself.`,
  share: msg`Share`,
  shareTitle: msg`My personalised piece`,
  pageHeading: msg`A personalised piece to show you`,
  personaliseOwn: msg`Personalise your own`,
  pictureAdded: msg`A picture was added to this piece. It is not shown in shared previews.`,
  pdfAdded: msg`A PDF was added to this piece. It is not shown in shared previews.`,
  pictureShown: msg`The picture added to this piece`,
  fingerprintShown: msg`The fingerprint added to this piece`,
  failed: msg`The link could not be made. Please try again.`,
};

/** `PREVIEW_TEXTS.title`: the shared preview's page title. */
export function previewTitleText(i18n: I18n, name: string): string {
  return i18n._(msg`A personalised ${name}`);
}
