import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { ADMIN_DIR, adminSettings, adminTitle, watchAdmin } from "../admin/build";

// `npm run cms` (gatsby develop): the admin at /admin/, rebuilt on every save of src/cms/ (gatsby/admin/build.ts).
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = async ({ app, store }) => {
  const root: string = store.getState().program.directory;
  await watchAdmin(root, { title: adminTitle(root), settings: adminSettings(process.env) });
  app.get(["/admin", "/admin/"], (_request: unknown, response: { sendFile: (file: string) => void }) =>
    response.sendFile(path.join(root, "public", ADMIN_DIR, "index.html")),
  );
};
