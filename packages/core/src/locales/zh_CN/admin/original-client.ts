/** Texts of the original platform's clients' calls: a request naming two different tenants. */
export const originalClient = {
  server: {
    originalClient: {
      tenantConflict: '请求头 tenant-id 与 X-Tenant-Id 指定了不同的租户',
    },
  },
};
