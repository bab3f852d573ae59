export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}
export function generateVapidKeys(): Promise<VapidKeys>;
export function localVapidKeys(root?: string): Promise<VapidKeys & { subject: string }>;
