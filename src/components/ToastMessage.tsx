import { css } from "@emotion/react";

const style = css`
  display: grid;
  gap: 0.2rem;
  strong {
    font-weight: 600;
  }
  a {
    font-weight: 600;
  }
`;

interface ToastMessageProps {
  title: string;
  text: string;
  link?: { href: string; label: string };
}

export function ToastMessage({ title, text, link }: ToastMessageProps) {
  return (
    <div css={style}>
      <strong>{title}</strong>
      <span>{text}</span>
      {link && <a href={link.href}>{link.label}</a>}
    </div>
  );
}
