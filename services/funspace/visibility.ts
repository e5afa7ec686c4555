import { ProjectAccess } from '@school/contracts';

export interface Viewer {
  id: number;
  role: string;
}

/**
 * Who may read a project (documented in contracts dto/funspace.ts): the owner and the owner's
 * teacher always; everyone for accessType 2; any logged-in user for 1; nobody else for 0.
 * Trash is the owner's (and staff's) only.
 */
export function canView(
  project: { accessType: number; isDeleted: boolean; ownerId: number },
  viewer: Viewer | null,
  isStaffOfOwner: boolean,
): boolean {
  if (viewer && (viewer.id === project.ownerId || isStaffOfOwner)) return true;
  if (project.isDeleted) return false;
  if (project.accessType === ProjectAccess.Everyone) return true;
  if (project.accessType === ProjectAccess.SchoolStudents) return viewer !== null && viewer.id > 0;
  return false;
}
