import { useEffect } from 'react';
import { useLingui } from '@lingui/react';
import { documentTitle } from '@shop/shared/shop';
import { ComplaintForm } from '../../features/complaints/components/complaint-form.tsx';
import { ContactForm } from '../../features/contact/components/contact-form.tsx';
import { GenuineSilverBanner } from '../../features/contact/components/genuine-silver-banner.tsx';
import { RingSizeApp } from '../../features/contact/components/ring-size-app.tsx';
import { StoreLocation } from '../../features/contact/components/store-location.tsx';
import { contactWords } from '../../features/contact/contact-words.ts';

/** `/contact`: the form, a complaint with its ticket, the store and its map, ring sizes. */
export default function ContactRoute() {
  const words = contactWords(useLingui().i18n);
  const title = words.title;
  useEffect(() => {
    document.title = documentTitle({ title });
  }, [title]);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-semibold text-brand-900 sm:text-4xl">{words.heading}</h1>
      <p className="mt-2 max-w-2xl text-stone-700">{words.intro}</p>
      <div className="mt-8 grid gap-6 lg:grid-cols-2 lg:items-start">
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
        >
          <h2 id="contact-form-heading" className="text-xl font-semibold text-brand-900">
            {words.formHeading}
          </h2>
          <p className="mt-1 mb-5 text-sm text-stone-600">{words.formNote}</p>
          <ContactForm />
        </section>
        <section
          aria-labelledby="complaint-form-heading"
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
        >
          <h2 id="complaint-form-heading" className="text-xl font-semibold text-brand-900">
            {words.complaintHeading}
          </h2>
          <p className="mt-1 mb-5 text-sm text-stone-600">{words.complaintIntro}</p>
          <ComplaintForm />
        </section>
        <StoreLocation />
        <RingSizeApp />
      </div>
      <div className="mt-8">
        <GenuineSilverBanner />
      </div>
    </div>
  );
}
