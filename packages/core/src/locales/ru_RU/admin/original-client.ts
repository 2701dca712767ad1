import type { LocaleShape } from '../../shape';
import type { originalClient as zh } from '../../zh_CN/admin/original-client';

/** Texts of the original platform's clients' calls: a request naming two different tenants. */
export const originalClient: LocaleShape<typeof zh> = {
  server: {
    originalClient: {
      tenantConflict: 'Заголовки tenant-id и X-Tenant-Id указывают разных арендаторов',
    },
  },
};
