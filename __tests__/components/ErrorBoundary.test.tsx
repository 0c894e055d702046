import { render, screen } from "@testing-library/react";
import { Layout } from "../../src/components/Layout";
import { strings } from "../support/content";

const { en } = strings;

function Broken(): JSX.Element {
  throw new Error("services.json is not an array");
}

describe("error boundary", () => {
  it("shows the error screen with the message instead of a blank page", () => {
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
    render(
      <Layout>
        <Broken />
      </Layout>,
    );
    expect(screen.getByRole("heading", { name: en.error.title })).toBeInTheDocument();
    // An apology in the brand's voice under the specification's title, from the locale file.
    expect(screen.getByText(en.error.text)).toBeInTheDocument();
    expect(screen.getByText("services.json is not an array")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: en.error.reload })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it("renders its children when nothing fails", () => {
    render(
      <Layout>
        <p>all good</p>
      </Layout>,
    );
    expect(screen.getByText("all good")).toBeInTheDocument();
    expect(screen.queryByText(en.error.title)).not.toBeInTheDocument();
  });
});
