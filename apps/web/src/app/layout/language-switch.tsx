import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_LOCALES,
  LANGUAGE_NAMES,
  LANGUAGES,
  pathInLanguage,
  type Language,
} from '@shop/shared/languages';
import { usePageLanguage } from '../../lib/page-language.ts';

/** A year: the choice holds until the shopper makes another. */
const COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Keeps the shopper's choice, for the server to read on their next visit (web-app.ts). */
function rememberLanguage(language: Language) {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
}

/**
 * English · தமிழ் · हिन्दी: each a link to the page open now in that language, the page's own
 * language marked as current. A plain link, not the router's: another language's page starts
 * with its own catalog (lib/i18n.ts) and its own addresses. The server wrote the page at its
 * own address without the parameters it does not read, so a link takes the address bar's
 * parameters as it is followed. Not through `useHydrated`: the header is adopted before the
 * page's lazily loaded parts, and would mark them adopted before they are.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t } = useLingui();
  const current = usePageLanguage();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t`Language`} className={className}>
      <ul className="flex items-center gap-1 text-sm">
        {LANGUAGES.map((language, index) => (
          <li key={language} className="flex items-center gap-1">
            {index > 0 && <span aria-hidden="true">·</span>}
            <a
              href={pathInLanguage(pathname, language)}
              hrefLang={LANGUAGE_LOCALES[language]}
              lang={LANGUAGE_LOCALES[language]}
              aria-current={language === current ? 'true' : undefined}
              className="language-name inline-flex min-h-6 items-center rounded px-1 underline-offset-2 hover:underline aria-[current]:font-semibold aria-[current]:underline"
              onClick={(event) => {
                event.currentTarget.href = `${pathInLanguage(pathname, language)}${window.location.search}`;
                rememberLanguage(language);
              }}
            >
              {LANGUAGE_NAMES[language]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
