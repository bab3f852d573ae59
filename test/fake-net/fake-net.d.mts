export function outbound(request: Request): Promise<Response>;
export function control(request: Request): Promise<Response>;
