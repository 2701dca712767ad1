import { Migrator, sql } from 'kysely';
import type { Kysely, Migration, MigrationProvider } from 'kysely';
import type { Database } from '../schema';
import type { DialectName } from '../dialect';
import * as systemTables from './0001-system-tables';
import * as seed from './0002-seed';
import * as positions from './0003-positions';
import * as systemMenu from './0004-system-menu';
import * as excelRights from './0005-excel-rights';
import * as departAdmin from './0008-depart-admin';
import * as userAdmin from './0006-user-admin';
import * as dictCategoryAdmin from './0009-dict-category-admin';
import * as roleAdmin from './0007-role-permission-admin';
import * as miscAdmin from './0010-misc-admin';
import * as positionRightsPlace from './0011-position-rights-place';
import * as widgetGallery from './0012-widget-gallery';
import * as announcements from './0013-announcements';
import * as quartzJobs from './0014-quartz-jobs';
import * as logsSessions from './0015-logs-sessions';
import * as monitor from './0016-monitor';
import * as ossFiles from './0017-oss-files';
import * as dashboards from './0018-dashboards';
import * as weldBase from './0019-weld-base';
import * as weldOrgSet from './0020-weld-org-set';
import * as weldManual from './0021-weld-manual';
import * as weldProjects from './0022-weld-projects';
import * as weldSequences from './0023-weld-sequences';
import * as weldFirmware from './0024-weld-firmware';
import * as weldPlc from './0025-weld-plc';
import * as weldSequenceAll from './0026-weld-sequence-all';
import * as homeFigureRights from './0027-home-figure-rights';
import * as httpMonitor from './0028-http-monitor';
import * as gatewayProxy from './0029-gateway-proxy';
import * as listIndexes from './0030-list-indexes';
import * as runtimeResources from './0031-runtime-resources';
import * as onlineForms from './0032-online-forms';
import * as onlineMenu from './0033-online-menu';
import * as onlineReports from './0034-online-reports';
import * as onlineReportMenu from './0035-online-report-menu';
import * as popupReports from './0036-popup-reports';
import * as onlineCopyNotice from './0037-online-copy-notice';
import * as onlineButtonsRules from './0038-online-buttons-rules';

/** Migrations live in code, so the bundled server carries them; names sort in run order. */
class InCodeProvider implements MigrationProvider {
  constructor(private readonly now: () => string) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    return {
      '0001-system-tables': systemTables,
      '0002-seed': { up: (db) => seed.up(db, this.now()) },
      '0003-positions': { up: (db) => positions.up(db, this.now()), down: positions.down },
      '0005-excel-rights': { up: (db) => excelRights.up(db, this.now()), down: excelRights.down },
      '0004-system-menu': { up: (db) => systemMenu.up(db, this.now()), down: systemMenu.down },
      '0008-depart-admin': { up: (db) => departAdmin.up(db, this.now()), down: departAdmin.down },
      '0006-user-admin': { up: (db) => userAdmin.up(db, this.now()), down: userAdmin.down },
      '0009-dict-category-admin': {
        up: (db) => dictCategoryAdmin.up(db, this.now()),
        down: dictCategoryAdmin.down,
      },
      '0007-role-permission-admin': { up: (db) => roleAdmin.up(db, this.now()), down: roleAdmin.down },
      '0010-misc-admin': { up: (db) => miscAdmin.up(db, this.now()), down: miscAdmin.down },
      '0011-position-rights-place': positionRightsPlace,
      '0012-widget-gallery': { up: (db) => widgetGallery.up(db, this.now()), down: widgetGallery.down },
      '0013-announcements': { up: (db) => announcements.up(db, this.now()), down: announcements.down },
      '0014-quartz-jobs': { up: (db) => quartzJobs.up(db, this.now()), down: quartzJobs.down },
      '0015-logs-sessions': { up: (db) => logsSessions.up(db, this.now()), down: logsSessions.down },
      '0016-monitor': { up: (db) => monitor.up(db, this.now()), down: monitor.down },
      '0017-oss-files': { up: (db) => ossFiles.up(db, this.now()), down: ossFiles.down },
      '0018-dashboards': { up: (db) => dashboards.up(db, this.now()), down: dashboards.down },
      '0019-weld-base': { up: (db) => weldBase.up(db, this.now()), down: weldBase.down },
      '0020-weld-org-set': { up: (db) => weldOrgSet.up(db, this.now()), down: weldOrgSet.down },
      '0021-weld-manual': { up: (db) => weldManual.up(db, this.now()), down: weldManual.down },
      '0022-weld-projects': { up: (db) => weldProjects.up(db, this.now()), down: weldProjects.down },
      '0023-weld-sequences': { up: (db) => weldSequences.up(db, this.now()), down: weldSequences.down },
      '0024-weld-firmware': { up: (db) => weldFirmware.up(db, this.now()), down: weldFirmware.down },
      '0025-weld-plc': { up: (db) => weldPlc.up(db, this.now()), down: weldPlc.down },
      '0026-weld-sequence-all': {
        up: (db) => weldSequenceAll.up(db, this.now()),
        down: weldSequenceAll.down,
      },
      '0027-home-figure-rights': {
        up: (db) => homeFigureRights.up(db, this.now()),
        down: homeFigureRights.down,
      },
      '0028-http-monitor': { up: (db) => httpMonitor.up(db, this.now()), down: httpMonitor.down },
      '0029-gateway-proxy': gatewayProxy,
      '0030-list-indexes': listIndexes,
      '0031-runtime-resources': runtimeResources,
      '0032-online-forms': { up: (db) => onlineForms.up(db, this.now()), down: onlineForms.down },
      '0033-online-menu': { up: (db) => onlineMenu.up(db, this.now()), down: onlineMenu.down },
      '0034-online-reports': { up: (db) => onlineReports.up(db, this.now()), down: onlineReports.down },
      '0035-online-report-menu': {
        up: (db) => onlineReportMenu.up(db, this.now()),
        down: onlineReportMenu.down,
      },
      '0036-popup-reports': { up: (db) => popupReports.up(db, this.now()), down: popupReports.down },
      '0037-online-copy-notice': onlineCopyNotice,
      '0038-online-buttons-rules': onlineButtonsRules,
    };
  }
}

/**
 * Brings the schema up to date; throws when a migration fails (the server must not start half-migrated).
 * @example await migrateToLatest(db, () => formatDateTime(new Date(), 'Asia/Shanghai'))
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  now: () => string,
  dialect: DialectName,
): Promise<string[]> {
  // Kysely looks for its own tables in every PostgreSQL schema unless told which one: name ours
  const schema =
    dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({ db, provider: new InCodeProvider(now), migrationTableSchema: schema });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
