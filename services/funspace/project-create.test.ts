import { ApiPaths, ProjectAccess, ProjectType, type ProjectDto } from "@school/contracts";
import { buildTestApp, loginAs } from "../test/test-app";
import { dataOf, errorOf } from "../test/body";

type Ctx = Awaited<ReturnType<typeof buildTestApp>>;
type Session = Awaited<ReturnType<typeof loginAs>>;

/** Create: both access readings of the spec, the school-only default and a required title. */
describe("creating a fun space project", () => {
  let ctx: Ctx;
  let s1: Session;
  beforeAll(async () => {
    ctx = await buildTestApp();
    s1 = await loginAs(ctx.app, "student1");
  });
  afterAll(() => ctx.close());

  const post = (payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: "POST",
      url: ApiPaths.projects(s1.userId),
      headers: s1.auth,
      payload,
    });

  it("is seen by the school only unless the child chooses more", async () => {
    const res = await post({
      title: "Моя игра",
      projectType: ProjectType.Python,
    });
    expect(res.statusCode).toBe(200);
    expect(dataOf<ProjectDto>(res).accessType).toBe(ProjectAccess.SchoolStudents);
    const everyone = await post({
      title: "Для всех",
      projectType: ProjectType.Python,
      accessType: ProjectAccess.Everyone,
    });
    expect(dataOf<ProjectDto>(everyone).accessType).toBe(ProjectAccess.Everyone);
  });

  it("reads listAccess as the spec’s list reading: 1 Публичный (school), 2 Приватный (only me)", async () => {
    const pub = await post({
      title: "Публичный",
      projectType: ProjectType.Scratch,
      listAccess: 1,
    });
    expect(pub.statusCode).toBe(200);
    expect(dataOf<ProjectDto>(pub).accessType).toBe(ProjectAccess.SchoolStudents);
    const priv = await post({
      title: "Приватный",
      projectType: ProjectType.Scratch,
      listAccess: 2,
    });
    expect(dataOf<ProjectDto>(priv).accessType).toBe(ProjectAccess.OnlyMe);
  });

  it.each([
    [
      "both readings at once",
      { title: "x", projectType: 2, accessType: 2, listAccess: 1 },
      "ACCESS_TWICE",
    ],
    [
      "a list reading that does not exist",
      { title: "x", projectType: 2, listAccess: 0 },
      undefined,
    ],
    [
      "a stored reading that does not exist",
      { title: "x", projectType: 2, accessType: 3 },
      undefined,
    ],
    ["an empty title", { title: "", projectType: 2 }, "TITLE_REQUIRED"],
    [
      "a title of spaces and a tab",
      { title: "   \t", projectType: 2 },
      "TITLE_REQUIRED",
    ],
    [
      "a string for the access",
      { title: "x", projectType: 2, listAccess: "1; drop table" },
      undefined,
    ],
  ])("refuses %s with a clear 400", async (_name, payload, code) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    if (code) {
      expect(errorOf(res).code).toBe(code);
      expect(errorOf(res).message).toEqual(
        code === "TITLE_REQUIRED"
          ? "Введите название проекта"
          : expect.any(String),
      );
    }
  });

  it("refuses blanking the title on save, keeps other saves working", async () => {
    const created = dataOf<ProjectDto>(await post({ title: "Было", projectType: ProjectType.Python }));
    const url = ApiPaths.project(s1.userId, created.id);
    const blank = await ctx.app.inject({
      method: "POST",
      url,
      headers: s1.auth,
      payload: { title: "  " },
    });
    expect(blank.statusCode).toBe(400);
    expect(errorOf(blank).message).toBe("Введите название проекта");
    const desc = await ctx.app.inject({
      method: "POST",
      url,
      headers: s1.auth,
      payload: { desc: "Только описание" },
    });
    expect(desc.statusCode).toBe(200);
    expect(dataOf(desc)).toMatchObject({
      title: "Было",
      desc: "Только описание",
    });
  });
});
