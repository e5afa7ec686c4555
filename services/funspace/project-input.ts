import {
  ProjectAccess,
  TFun,
  storedAccessOf,
  type ProjectCreate,
  type ProjectSave,
} from "@school/contracts";
import { badRequest } from "../core/http-error";

/** A title is required: blank (or spaces only) is refused, not replaced by a made-up one. */
function requireTitle(title: string | undefined): void {
  if (title !== undefined && title.trim() === "")
    throw badRequest(TFun.titleRequired, "TITLE_REQUIRED");
}

/**
 * The create body in the stored reading: listAccess (the spec's list reading, 1 Публичный,
 * 2 Приватный) becomes accessType; with neither, the project is seen by the school's students only.
 */
export function createInput(
  body: ProjectCreate,
): Omit<ProjectCreate, "listAccess"> & { accessType: number } {
  requireTitle(body.title);
  const { listAccess, ...rest } = body;
  if (listAccess !== undefined && body.accessType !== undefined)
    throw badRequest(TFun.accessTwice, "ACCESS_TWICE");
  const accessType =
    listAccess !== undefined
      ? storedAccessOf(listAccess)
      : (body.accessType ?? ProjectAccess.SchoolStudents);
  return { ...rest, accessType };
}

/** A save may leave the title out, but not blank it. */
export function saveInput(body: ProjectSave): ProjectSave {
  requireTitle(body.title);
  return body;
}
