/** CLOUDINARY_URL's parts: cloudinary://<api_key>:<api_secret>@<cloud_name>[?upload_prefix=<api host>]. */
export type CloudinaryAccount = {
  cloudName: string;
  apiKey: string;
  apiSecret: string;
  uploadPrefix: string | undefined;
};

export function parseCloudinaryUrl(value: string): CloudinaryAccount {
  const url = new URL(value);
  if (url.protocol !== 'cloudinary:' || !url.username || !url.password || !url.hostname)
    throw new Error('CLOUDINARY_URL must look like cloudinary://<api_key>:<api_secret>@<cloud_name>');
  return {
    cloudName: url.hostname,
    apiKey: decodeURIComponent(url.username),
    apiSecret: decodeURIComponent(url.password),
    uploadPrefix: url.searchParams.get('upload_prefix') ?? undefined,
  };
}
