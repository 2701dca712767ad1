export const web = {
};
