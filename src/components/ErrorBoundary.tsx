import { css } from "@emotion/react";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { colors, widths } from "../styles/theme";
import { buttonGhost } from "../styles/buttons";

const screen = css`
  min-height: 100vh;
  display: grid;
  place-content: center;
  gap: 1.25rem;
  padding: 2rem;
  text-align: center;
  background: ${colors.midnight};
  color: ${colors.ivory};
  h1 {
    font-size: clamp(2rem, 5vw, 3rem);
  }
  p {
    max-width: ${widths.heading};
    margin: 0 auto;
    color: ${colors.ivoryMuted};
  }
  /* What failed, for whoever helps the visitor: small and quiet, under the apology. */
  pre {
    max-width: ${widths.heading};
    margin: 0 auto;
    white-space: pre-wrap;
    font-size: 0.8125rem;
    color: ${colors.placeholder};
  }
`;

interface ErrorBoundaryProps {
  title: string;
  /** The apology under the title (error.text of the locale files). */
  text: string;
  reloadLabel: string;
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: Error | null;
}

/** A render error shows what went wrong instead of a blank page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <main role="alert" css={screen}>
        <h1>{this.props.title}</h1>
        <p>{this.props.text}</p>
        <pre>{error.message}</pre>
        <p>
          <button type="button" css={buttonGhost} onClick={() => window.location.reload()}>
            {this.props.reloadLabel}
          </button>
        </p>
      </main>
    );
  }
}
