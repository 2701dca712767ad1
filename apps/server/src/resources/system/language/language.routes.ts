import type { FastifyInstance } from 'fastify';
import { LOCALES, translate } from '@weld/core';
import type { Locale } from '@weld/core';
import type { AppContext } from '../../../context';
import { ok } from '../../../plugins/envelope';
import { authOf } from '../../../plugins/route-config';

/** Stores the user's language; answers in the new language at once. */
export function registerLanguageRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: { lang: Locale; localOffset?: number } }>(
    '/sys/language/language',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['user'],
        summary: 'Set the interface language',
        body: {
          type: 'object',
          required: ['lang'],
          properties: {
            lang: { type: 'string', enum: [...LOCALES] },
            localOffset: { type: 'integer', minimum: -840, maximum: 840 },
          },
        },
      },
    },
    async (request) => {
      const { session } = authOf(request);
      await ctx.db
        .updateTable('sys_user')
        .set({ lang: request.body.lang, update_time: ctx.now() })
        .where('id', '=', session.userId)
        .execute();
      return { ...ok(request, null), message: translate(request.body.lang, 'server.language.changed') };
    },
  );
}
