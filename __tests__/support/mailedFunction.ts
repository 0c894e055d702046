import { useContactEnv } from "./env";
import { startFunctionServer, type FunctionServer } from "./functionServer";
import { startSmtpSink, type SmtpSink } from "./smtpSink";

export interface MailedFunction {
  env: ReturnType<typeof useContactEnv>;
  /** The function under Gatsby's own middleware, for the whole file. */
  readonly server: FunctionServer;
  /** A fresh real SMTP sink for each test, which SMTP_URL points at. */
  readonly sink: SmtpSink;
}

/**
 * The set-up of every test that follows a request to the office's inbox: a clean contact environment,
 * the function, and a real SMTP sink as the office's server (CONTACT_TO bookings@company.test, sent as
 * website@company.test).
 */
export function useMailedFunction(): MailedFunction {
  const env = useContactEnv();
  let server: FunctionServer | undefined;
  let sink: SmtpSink | undefined;
  beforeAll(async () => {
    server = await startFunctionServer();
  });
  afterAll(() => server?.close());
  beforeEach(async () => {
    sink = await startSmtpSink();
    process.env.SMTP_URL = sink.url;
    process.env.CONTACT_TO = "bookings@company.test";
    process.env.CONTACT_FROM = "website@company.test";
  });
  afterEach(() => sink?.close());
  return {
    env,
    get server() {
      if (!server) throw new Error("the function server starts in beforeAll");
      return server;
    },
    get sink() {
      if (!sink) throw new Error("the SMTP sink starts in beforeEach");
      return sink;
    },
  };
}
