/** A department as `/sys/sysDepart/queryTreeList` and the other department tree calls answer it (key and value are the id, title the name). */
export interface DepartTreeNode {
  id: string;
  key: string;
  value: string;
  title: string;
  departName: string;
  orgCode: string;
  orgCategory: string | null;
  parentId: string | null;
  isLeaf: boolean;
  children?: DepartTreeNode[];
}
