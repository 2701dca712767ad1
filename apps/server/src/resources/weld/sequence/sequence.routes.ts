import type { FastifyInstance } from 'fastify';
import { rightOf, weldSequence, RIGHTS } from '@weld/core';
import type { AppContext } from '../../../context';
import { newId } from '../../../db/ids';
import { AppError } from '../../../lib/errors';
import { ok } from '../../../plugins/envelope';
import { authOf } from '../../../plugins/route-config';
import { attachment } from '../../../kit/excel/cells';
import { storageOf, displayName, staticKey } from '../../system/upload';
import { fieldError } from '../../../lib/errors';
import { sequencesAllowed } from './sequence-power';
import { visibleSequence } from './sequence.hooks';

const tags = ['weldSequence'];
const idQuery = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64 }, _t: { type: 'string' } },
} as const;
/** A device serial number: letters, digits, dot, dash, underscore. */
const SERIAL = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * A sequence's program file and its sending to a device. Each answers 404 for a sequence the caller
 * cannot see (no `view` grant, out of reach) and 403 without the grant of the action itself.
 */
export function registerSequenceRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** the visible sequence, or 404; then 403 unless the caller holds `action` on it */
  const sequenceFor = async (
    request: Parameters<typeof visibleSequence>[1],
    id: string,
    action: 'download' | 'push',
  ) => {
    const row = await visibleSequence(ctx, request, id);
    if (!row) throw new AppError(404, 'kit.notFound');
    if (!(await sequencesAllowed(ctx, request, action, [id])).has(id))
      throw new AppError(403, 'weldSequence.noPower');
    return row;
  };

  app.get<{ Querystring: { id: string } }>(
    `${weldSequence.path}/download`,
    {
      config: { permission: RIGHTS.sequence.download },
      schema: {
        tags,
        summary: 'The program file of a sequence (needs a `download` grant on it)',
        querystring: idQuery,
      },
    },
    async (request, reply) => {
      const row = await sequenceFor(request, request.query.id, 'download');
      const path = row.program_file ? String(row.program_file) : '';
      const found = path && staticKey(path) ? await storageOf(ctx.config).get(path) : null;
      if (!found) throw new AppError(404, 'weldSequence.noFile');
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-length', found.size)
        .header('content-disposition', attachment(displayName(path)))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(found.body);
    },
  );

  app.post<{ Body: { id?: unknown; target?: unknown } }>(
    `${weldSequence.path}/push`,
    {
      config: { permission: RIGHTS.sequence.push },
      schema: {
        tags,
        summary:
          'Send a released sequence to a device by serial number (needs a `push` grant on it); recorded',
        body: {
          type: 'object',
          properties: { id: { type: 'string', maxLength: 64 }, target: { type: 'string', maxLength: 200 } },
        },
      },
    },
    async (request) => {
      const lang = request.lang;
      const id = typeof request.body?.id === 'string' ? request.body.id : '';
      const target = typeof request.body?.target === 'string' ? request.body.target.trim() : '';
      if (id === '') throw new AppError(400, 'validation.required', { field: 'id' });
      if (!SERIAL.test(target)) throw fieldError(lang, 'target', 'weldSequence.badTarget');
      const row = await sequenceFor(request, id, 'push');
      // only a released program goes to a machine: a draft is unproven, an obsolete one withdrawn
      if (row.status !== 'released') throw new AppError(409, 'weldSequence.notReleased');
      const push = {
        id: newId(),
        sequence_id: id,
        target,
        pushed_by: authOf(request).principal.username,
        push_time: ctx.now(),
      };
      await ctx.db.insertInto('weld_sequence_push').values(push).execute();
      return ok(
        request,
        { id: push.id, sequenceId: id, target, pushedBy: push.pushed_by, pushTime: push.push_time },
        'weldSequence.pushed',
      );
    },
  );

  app.get<{ Querystring: { id: string } }>(
    `${weldSequence.path}/pushList`,
    {
      config: { permission: rightOf(weldSequence, 'list') },
      schema: {
        tags,
        summary: 'The latest 50 sends of a visible sequence, newest first',
        querystring: idQuery,
      },
    },
    async (request) => {
      if (!(await visibleSequence(ctx, request, request.query.id))) throw new AppError(404, 'kit.notFound');
      const rows = await ctx.db
        .selectFrom('weld_sequence_push')
        .selectAll()
        .where('sequence_id', '=', request.query.id)
        .orderBy('push_time', 'desc')
        .orderBy('id', 'desc')
        .limit(50)
        .execute();
      return ok(
        request,
        rows.map((r) => ({
          id: r.id,
          sequenceId: r.sequence_id,
          target: r.target,
          pushedBy: r.pushed_by,
          pushTime: r.push_time,
        })),
      );
    },
  );
}
