export const server = {
};
