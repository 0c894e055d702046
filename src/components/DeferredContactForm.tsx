import { lazy, Suspense, useState } from "react";
import type { ContactFormProps } from "./ContactForm";
import { ContactFormFields } from "./ContactFormFields";
import { whenNear } from "../loading/deferred";
import { readPreRendered } from "../contact/prefill";

/**
 * The interactive form of one mount: Formik, Yup, react-toastify and the request code (~35 KB gzip) load
 * once the contact section is within one screen of the viewport, or as soon as the visitor touches the
 * form. What the visitor typed or chose meanwhile is read as the code arrives, just before React hydrates
 * the form (a select would be reset), and given to it as a prop: a later mount (another language's page)
 * reads its own.
 */
const interactiveForm = () =>
  lazy(() =>
    whenNear("#contact", "100% 0px")
      .then(() => import("./ContactForm"))
      .then(({ default: ContactForm }) => {
        const early = readPreRendered();
        return { default: (props: ContactFormProps) => <ContactForm {...props} early={early} /> };
      }),
  );

/**
 * The contact form, pre-rendered in full and made interactive once its code has arrived (React keeps
 * the server HTML until then). After a client-side navigation the same markup stands in meanwhile.
 */
export function DeferredContactForm(props: ContactFormProps) {
  const [placeholderDate] = useState(props.buildDate);
  const [ContactForm] = useState(interactiveForm);
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
