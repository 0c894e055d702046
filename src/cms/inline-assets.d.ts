// A file imported through url-loader inline (src/cms/cms.tsx): its data: URL.
declare module "!!url-loader?*" {
  const dataUrl: string;
  export default dataUrl;
}
