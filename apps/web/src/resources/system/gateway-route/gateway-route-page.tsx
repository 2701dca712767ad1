import { Alert, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { gatewayRoute, gatewayRoutePaths } from '@weld/core';
import { API_BASE } from '../../../lib/env';
import { ResourcePage } from '../../../kit/resource-page';
import type { Row } from '../../../kit/resource-api';

const PREDICATES_EXAMPLE =
  '[{"name":"Path","args":{"_genkey_0":"/manual/**"}},{"name":"Method","args":{"_genkey_0":"GET,POST"}}]';
const FILTERS_EXAMPLE =
  '[{"name":"StripPrefix","args":{"_genkey_0":"1"}},{"name":"AddRequestHeader","args":{"_genkey_0":"X-Source","_genkey_1":"weld"}},{"name":"RemoveRequestHeader","args":{"_genkey_0":"Cookie"}}]';

/** The addresses callers use for a route: the gateway prefix and each of its path patterns. */
function GatewayAddresses({ record }: { record: Row }) {
  const paths = gatewayRoutePaths(String(record.routerId ?? ''), record.predicates as string | null);
  return (
    <Space orientation="vertical" size={0}>
      {paths.map((path) => (
        <Typography.Text
          key={path}
          code
          copyable={{ text: `${API_BASE}/gateway${path}` }}
        >{`${API_BASE}/gateway${path}`}</Typography.Text>
      ))}
    </Space>
  );
}

/**
 * 网关路由 ('system/GatewayRouteList'): the kit's list and form over the routes, with the address each
 * route is served at, and the form saying how predicates, filters and access are written.
 * @example pageRegistry['system/GatewayRouteList']
 */
export function GatewayRoutePage() {
  const { t } = useTranslation();
  const jsonArea = (example: string) => () => (
    <Input.TextArea rows={3} placeholder={`${t('web.gatewayRoute.example')}${example}`} />
  );
  return (
    <ResourcePage
      definition={gatewayRoute}
      slots={{
        // no right named: only administrators may call the route (unless anyone may)
        cells: {
          perms: (value: unknown, record: Row) =>
            value ? String(value) : record.anonymous === '1' ? '' : t('web.gatewayRoute.adminsOnly'),
        },
        columns: [
          {
            key: 'gatewayAddress',
            title: t('web.gatewayRoute.address'),
            render: (_: unknown, record: Row) => <GatewayAddresses record={record} />,
          },
        ],
        controls: { predicates: jsonArea(PREDICATES_EXAMPLE), filters: jsonArea(FILTERS_EXAMPLE) },
        formSection: () => (
          <Alert
            type="info"
            showIcon
            title={t('web.gatewayRoute.helpTitle', { prefix: `${API_BASE}/gateway` })}
            description={t('web.gatewayRoute.help')}
          />
        ),
      }}
    />
  );
}
