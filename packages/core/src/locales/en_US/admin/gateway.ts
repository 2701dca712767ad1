/** What the gateway's proxy adds to gateway routes: who may call a route, its timeout, and the proxy's answers. */
export const gateway = {
  resources: {
    gatewayRoute: {
      fields: { perms: 'Access right code', anonymous: 'Anonymous access', timeoutSeconds: 'Timeout (s)' },
    },
  },
  server: {
    gatewayProxy: {
      badPath:
        'the path {{path}} must start with / and hold URL path characters only; * matches one segment, ** everything below',
      badMethod: 'methods must be names such as GET or POST',
      badHeader: 'the request header {{header}} has an invalid name or value',
      badStrip: 'StripPrefix must be a whole number from 0 to 20',
      unsupported:
        'the gateway does not support {{name}}: predicates may be Path or Method, filters StripPrefix, AddRequestHeader or RemoveRequestHeader',
      badUri: 'must be an address starting with http:// or https://',
      hostNotAllowed:
        'Proxying to {{host}} is not allowed: the host is not among the allowed hosts (DATA_SOURCE_ALLOWED_HOSTS)',
      rightPattern: 'letters, digits, underscores, hyphens, colons and dots only',
      upstreamFailed: 'The gateway got no answer from the upstream service',
      upstreamRefused:
        "The route's upstream host is not among the allowed hosts; please contact the administrator",
      upstreamTimeout: 'The upstream service did not answer within {{seconds}} s',
    },
  },
  web: {
    gatewayRoute: {
      adminsOnly: 'Administrators only',
      address: 'Gateway address',
      example: 'Example: ',
      helpTitle: 'A route is served at {{prefix}} followed by the paths its Path predicate matches',
      help: 'Predicates: Path (* matches one segment, ** everything below; without one, /<route ID>/**) and Method. Filters: StripPrefix, AddRequestHeader, RemoveRequestHeader. The service URI must be http(s), its host among the allowed hosts (DATA_SOURCE_ALLOWED_HOSTS). Callers need the access right code (create it as a button right in menu management and grant it to roles; left empty, administrators only); only routes allowing anonymous access need no sign-in.',
    },
  },
};
