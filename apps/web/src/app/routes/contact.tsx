import { useEffect } from 'react';
import { COMPLAINT_TEXTS } from '@shop/shared/complaints';
import { CONTACT_TEXTS } from '@shop/shared/contact';
import { documentTitle } from '@shop/shared/shop';
import { fixedPageMeta } from '../../features/catalogue/fixed-page.ts';
import { ComplaintForm } from '../../features/complaints/components/complaint-form.tsx';
import { ContactForm } from '../../features/contact/components/contact-form.tsx';
import { GenuineSilverBanner } from '../../features/contact/components/genuine-silver-banner.tsx';
import { RingSizeApp } from '../../features/contact/components/ring-size-app.tsx';
import { StoreLocation } from '../../features/contact/components/store-location.tsx';

const PAGE = fixedPageMeta('/contact');

/** `/contact`: the form, a complaint with its ticket, the store and its map, ring sizes. */
export default function ContactRoute() {
  useEffect(() => {
    document.title = documentTitle(PAGE);
  }, []);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-semibold text-brand-900 sm:text-4xl">{CONTACT_TEXTS.heading}</h1>
      <p className="mt-2 max-w-2xl text-stone-700">{CONTACT_TEXTS.intro}</p>
      <div className="mt-8 grid gap-6 lg:grid-cols-2 lg:items-start">
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
        >
          <h2 id="contact-form-heading" className="text-xl font-semibold text-brand-900">
            {CONTACT_TEXTS.formHeading}
          </h2>
          <p className="mt-1 mb-5 text-sm text-stone-600">{CONTACT_TEXTS.formNote}</p>
          <ContactForm />
        </section>
        <section
          aria-labelledby="complaint-form-heading"
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
        >
          <h2 id="complaint-form-heading" className="text-xl font-semibold text-brand-900">
            {COMPLAINT_TEXTS.heading}
          </h2>
          <p className="mt-1 mb-5 text-sm text-stone-600">{COMPLAINT_TEXTS.intro}</p>
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
