// A file imported with `?inline` (src/cms/cms.tsx): its data: URL (gatsby/admin/build.ts).
declare module "*?inline" {
  const dataUrl: string;
  export default dataUrl;
}
