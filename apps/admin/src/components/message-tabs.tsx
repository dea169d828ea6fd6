import { NavLink } from 'react-router';
import { WHATSAPP_TEXTS } from '@shop/shared/whatsapp';

const TABS = [
  { to: '/messages', label: WHATSAPP_TEXTS.tabContact, end: true },
  { to: '/messages/whatsapp', label: WHATSAPP_TEXTS.tabWhatsApp, end: false },
] as const;

/** The messages page's two kinds, side by side: the contact form's and WhatsApp's. */
export function MessageTabs() {
  return (
    <nav aria-label="Kinds of messages" className="flex gap-1 border-b border-stone-200">
      {TABS.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end={tab.end}
          className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-stone-700 hover:text-stone-900 aria-[current=page]:border-brand-700 aria-[current=page]:text-brand-900"
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
