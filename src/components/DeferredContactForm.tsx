import { lazy, Suspense, useState } from "react";
import type { ContactFormProps } from "./ContactForm";
import { ContactFormFields } from "./ContactFormFields";
import { whenNear } from "../loading/deferred";
import { rememberTyped } from "../contact/prefill";

// Formik, Yup, react-toastify and the request code (~35 KB gzip) load once the contact section is
// within one screen of the viewport, or as soon as the visitor touches the form.
// The typed values are read as the code arrives, just before React hydrates the form (see ../contact/prefill).
const ContactForm = lazy(() =>
  whenNear("#contact", "100% 0px")
    .then(() => import("./ContactForm"))
    .then((module) => {
      rememberTyped();
      return module;
    }),
);

/**
 * The contact form, pre-rendered in full and made interactive once its code has arrived (React keeps
 * the server HTML until then). After a client-side navigation the same markup stands in meanwhile.
 */
export function DeferredContactForm(props: ContactFormProps) {
  const [placeholderDate] = useState(props.buildDate);
  return (
    <Suspense
      fallback={
        <ContactFormFields
          bind={(name) => ({ name })}
          language={props.language}
          minDate={placeholderDate}
          reach={{ phones: props.phones, email: props.email }}
        />
      }
    >
      <ContactForm {...props} />
    </Suspense>
  );
}
