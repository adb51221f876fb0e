// The groups are the app's own list (the project schedule rotates through it): the seed writes them as they are.
export { GROUP_CATALOGUE as GROUPS } from "../../../lib/entrepreneurship/group-catalogue";
