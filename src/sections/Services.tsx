import { useTranslation } from "react-i18next";
import { localizedText } from "../content/localize";
import type { Language, Service, SiteContent } from "../content/types";
import { cardGrid, container, section } from "../styles/layout";
import { Reveal } from "../components/Reveal";
import { SectionHeading } from "../components/SectionHeading";
import { ServiceCard, serviceCardCell } from "./ServiceCard";

interface ServicesProps {
  services: Service[];
  site: SiteContent;
  language: Language;
}

export function Services({ services, site, language }: ServicesProps) {
  const { t } = useTranslation();
  const text = localizedText(site, language, (unit, count) => t(`counts.${unit}`, { count }));
  return (
    <section id="services" css={section} aria-labelledby="services-title">
      <div css={container}>
        <SectionHeading id="services-title" eyebrow={t("services.eyebrow")} title={t("services.title")} subtitle={t("services.subtitle")} />
        <ul css={cardGrid}>
          {services.map((service, index) => (
            <Reveal as="li" key={service.jsonId} delay={index * 120} css={serviceCardCell}>
              <ServiceCard icon={service.icon} title={text(service.title)} description={text(service.description)} features={service.features.map(text)} />
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
