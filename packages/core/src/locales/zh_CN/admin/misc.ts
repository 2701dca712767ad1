/** Texts of the misc part of system administration: resource labels, server messages, web texts, menu titles. */
export const misc = { resources: {}, server: { menu: {} }, web: {} };
