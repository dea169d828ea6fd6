/**
 * The shop's templates (packages/shared/src/whatsapp.ts) as Meta's template-creation call
 * (`POST /{whatsapp-business-account-id}/message_templates`) and the WhatsApp Manager take
 * them, with the example values Meta's reviewers read: `npm run shop -- whatsapp-templates`
 * prints them for the owner to submit (docs/whatsapp.md).
 */
import { WHATSAPP_TEMPLATES, type WhatsAppTemplate } from '@shop/shared/whatsapp';

/** Meta asks for a sample picture uploaded by its Resumable Upload API; its handle goes here. */
export const HEADER_HANDLE_PLACEHOLDER =
  '<the handle of a sample picture uploaded to Meta: see docs/whatsapp.md>';

export function metaTemplate(template: WhatsAppTemplate, origin: string) {
  const components: unknown[] = [];
  if (template.header) {
    components.push({
      type: 'HEADER',
      format: 'IMAGE',
      example: { header_handle: [HEADER_HANDLE_PLACEHOLDER] },
    });
  }
  components.push({
    type: 'BODY',
    text: template.body,
    example: { body_text: [template.variables.map((variable) => variable.example)] },
  });
  if (template.buttons?.length) {
    components.push({
      type: 'BUTTONS',
      buttons: template.buttons.map((button) =>
        button.type === 'quick_reply'
          ? { type: 'QUICK_REPLY', text: button.text }
          : {
              type: 'URL',
              text: button.text,
              url: `${origin}${button.path}`,
              example: [`${origin}${button.example}`],
            },
      ),
    });
  }
  return {
    name: template.name,
    language: template.language,
    category: template.category.toUpperCase(),
    parameter_format: 'POSITIONAL',
    components,
  };
}

/** Every template, as JSON the owner pastes or posts, one object per template. */
export function metaTemplates(origin: string): string {
  return JSON.stringify(
    Object.values(WHATSAPP_TEMPLATES).map((template) => metaTemplate(template, origin)),
    null,
    2,
  );
}
