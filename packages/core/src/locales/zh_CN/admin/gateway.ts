/** What the gateway's proxy adds to 网关路由: who may call a route, its timeout, and the proxy's answers. */
export const gateway = {
  resources: {
    gatewayRoute: {
      fields: { perms: '访问权限编码', anonymous: '允许匿名访问', timeoutSeconds: '超时（秒）' },
    },
  },
  server: {
    gatewayProxy: {
      badPath: '路径 {{path}} 须以 / 开头，只含 URL 路径字符，* 匹配一段、** 匹配其下所有路径',
      badMethod: '请求方法须为 GET、POST 等名称',
      badHeader: '请求头 {{header}} 的名称或值无效',
      badStrip: 'StripPrefix 须为 0 到 20 之间的整数',
      unsupported:
        '网关不支持 {{name}}：路由条件可用 Path、Method，过滤器可用 StripPrefix、AddRequestHeader、RemoveRequestHeader',
      badUri: '须为 http:// 或 https:// 开头的地址',
      hostNotAllowed: '不允许代理到 {{host}}：该主机不在允许的主机（DATA_SOURCE_ALLOWED_HOSTS）之中',
      rightPattern: '只允许字母、数字、下划线、短横线、冒号和点',
      upstreamFailed: '网关无法从上游服务取得应答',
      upstreamRefused: '网关路由的上游主机不在允许的主机之中，请联系管理员',
      upstreamTimeout: '上游服务在 {{seconds}} 秒内没有应答',
    },
  },
  web: {
    gatewayRoute: {
      adminsOnly: '仅管理员',
      address: '网关地址',
      example: '示例：',
      helpTitle: '路由经 {{prefix}} 加上路由条件 Path 匹配的路径对外提供',
      help: '路由条件支持 Path（* 匹配一段，** 匹配其下所有路径；不填时为 /路由ID/**）与 Method；过滤器支持 StripPrefix、AddRequestHeader、RemoveRequestHeader。服务地址须为 http(s)，其主机须在允许的主机（DATA_SOURCE_ALLOWED_HOSTS）之中。调用者须持有访问权限编码（在菜单管理中建为按钮权限并授予角色；不填时仅管理员可用）；只有允许匿名访问的路由无需登录。',
    },
  },
};
