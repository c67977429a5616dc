package dev.bale.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.ByteBuffer;
import org.junit.jupiter.api.Test;
import repos.Repo;
import repos.ReposList;
import repos.User;

/**
 * The issue's zero-allocation claim, measured: every field of every element of the 90-repository
 * list ({@code ../shared/data/flatbuffs-github-repos/repos_json.json}) is read through reused flat
 * views, one million element reads in total (11,112 passes over the 90 repositories), with string
 * fields read through the {@code CharSequence} view (every char) and compared with {@code
 * xxxEquals}; the reading thread must allocate 0 bytes ({@code
 * com.sun.management.ThreadMXBean#getThreadAllocatedBytes}). Over a heap array; the same with
 * 100,000 element reads over a direct buffer (to keep {@code make test} short). Each pass re-wraps
 * the bytes with checked access (allocation-free too). A checksum computed from the decoded records
 * proves the reads return the right values.
 */
class ReposViewAllocationTest {
  static final int ELEMENT_READS = 1_000_000;

  private String[][] repoStrings;
  private String[][] ownerStrings;

  @Test
  void millionElementReadsAllocateNothingHeap() throws Exception {
    ReposList list = ReposData.load();
    byte[] bytes = list.toFlatBytes();
    ReposList.View view = new ReposList.View();
    run(list, () -> view.wrap(bytes), "byte[]", ELEMENT_READS);
  }

  @Test
  void millionElementReadsAllocateNothingDirect() throws Exception {
    ReposList list = ReposData.load();
    byte[] bytes = list.toFlatBytes();
    ByteBuffer direct = ByteBuffer.allocateDirect(bytes.length).put(bytes).flip();
    ReposList.View view = new ReposList.View();
    run(list, () -> view.wrap(direct), "direct ByteBuffer", ELEMENT_READS / 10);
  }

  /**
   * {@code wrap} re-wraps the bytes (checked access) before every pass: the traversal budget is per
   * wrap (FORMAT.md §F13), and a million reads of one wrap would exhaust it by design.
   */
  private void run(
      ReposList list,
      java.util.function.Supplier<ReposList.View> wrap,
      String what,
      int elementReads) {
    int n = list.repos().size();
    assertEquals(90, n, "the data set has 90 repositories");
    repoStrings = new String[n][];
    ownerStrings = new String[n][];
    long expected = 0;
    for (int i = 0; i < n; i++) {
      Repo x = list.repos().get(i);
      repoStrings[i] =
          new String[] {
            x.name(),
            x.fullName(),
            x.htmlUrl(),
            x.description(),
            x.url(),
            x.forksUrl(),
            x.keysUrl(),
            x.collaboratorsUrl(),
            x.teamsUrl(),
            x.hooksUrl(),
            x.issueEventsUrl(),
            x.eventsUrl(),
            x.assigneesUrl(),
            x.branchesUrl(),
            x.tagsUrl(),
            x.blobsUrl(),
            x.gitTagsUrl(),
            x.gitRefsUrl(),
            x.treesUrl(),
            x.statusesUrl(),
            x.languagesUrl(),
            x.stargazersUrl(),
            x.contributorsUrl(),
            x.subscribersUrl(),
            x.subscriptionUrl(),
            x.commitsUrl(),
            x.gitCommitsUrl(),
            x.commentsUrl(),
            x.issueCommentUrl(),
            x.contentsUrl(),
            x.compareUrl(),
            x.mergesUrl(),
            x.archiveUrl(),
            x.downloadsUrl(),
            x.issuesUrl(),
            x.pullsUrl(),
            x.milestonesUrl(),
            x.notificationsUrl(),
            x.labelsUrl(),
            x.releasesUrl(),
            x.createdAt(),
            x.updatedAt(),
            x.pushedAt(),
            x.gitUrl(),
            x.sshUrl(),
            x.cloneUrl(),
            x.svnUrl(),
            x.homepage(),
            x.language(),
            x.defaultBranch(),
            x.mirrorUrl()
          };
      User o = x.owner();
      ownerStrings[i] = userStrings(o);
      expected += expectRepo(x);
    }
    int passes = (elementReads + n - 1) / n;
    // Warm up (JIT, lazily created owned views), then measure on this thread. Long enough that C2
    // has compiled the read loop before measuring (on a loaded machine 200 passes were not: a
    // late tier transition showed as 160 bytes).
    for (int k = 0; k < 2000; k++) {
      readAll(wrap.get());
    }
    Allocations.Meter meter = Allocations.start();
    long acc = 0;
    for (int k = 0; k < passes; k++) {
      acc += readAll(wrap.get());
    }
    long allocated = meter.allocated();
    assertEquals(expected * passes, acc, "checksum of the values read through the views");
    System.out.printf(
        "ReposViewAllocationTest (%s): %d element reads, %d bytes allocated%n",
        what, (long) passes * n, allocated);
    assertEquals(0, allocated, "bytes allocated by " + (long) passes * n + " element reads");
  }

  private static String[] userStrings(User x) {
    return new String[] {
      x.login(),
      x.avatarUrl(),
      x.gravatarId(),
      x.url(),
      x.htmlUrl(),
      x.followersUrl(),
      x.followingUrl(),
      x.gistsUrl(),
      x.starredUrl(),
      x.subscriptionsUrl(),
      x.organizationsUrl(),
      x.reposUrl(),
      x.eventsUrl(),
      x.receivedEventsUrl(),
      x.type()
    };
  }

  /** Reads every field of every repository; -1 when a string comparison failed. */
  private long readAll(ReposList.View view) {
    long acc = 0;
    int n = view.reposLength();
    for (int i = 0; i < n; i++) {
      long one = readRepo(view.repos(i), repoStrings[i], i);
      if (one < 0) {
        return Long.MIN_VALUE;
      }
      acc += one;
    }
    return acc;
  }

  private long readRepo(Repo.View r, String[] e, int i) {
    long acc = 0;
    boolean ok = true;
    acc += r.id();
    acc += chars(r.nameChars());
    ok &= r.nameChars().contentEquals(e[0]);
    acc += chars(r.fullNameChars());
    ok &= r.fullNameChars().contentEquals(e[1]);
    acc += readUser(r.owner(), ownerStrings[i]);
    acc += r.private_() ? 1 : 0;
    acc += chars(r.htmlUrlChars());
    ok &= r.htmlUrlChars().contentEquals(e[2]);
    if (r.hasDescription()) {
      acc += chars(r.descriptionChars());
      ok &= r.descriptionChars().contentEquals(e[3]);
    } else {
      ok &= e[3] == null;
    }
    acc += r.fork() ? 1 : 0;
    acc += chars(r.urlChars());
    ok &= r.urlChars().contentEquals(e[4]);
    acc += chars(r.forksUrlChars());
    ok &= r.forksUrlChars().contentEquals(e[5]);
    acc += chars(r.keysUrlChars());
    ok &= r.keysUrlChars().contentEquals(e[6]);
    acc += chars(r.collaboratorsUrlChars());
    ok &= r.collaboratorsUrlChars().contentEquals(e[7]);
    acc += chars(r.teamsUrlChars());
    ok &= r.teamsUrlChars().contentEquals(e[8]);
    acc += chars(r.hooksUrlChars());
    ok &= r.hooksUrlChars().contentEquals(e[9]);
    acc += chars(r.issueEventsUrlChars());
    ok &= r.issueEventsUrlChars().contentEquals(e[10]);
    acc += chars(r.eventsUrlChars());
    ok &= r.eventsUrlChars().contentEquals(e[11]);
    acc += chars(r.assigneesUrlChars());
    ok &= r.assigneesUrlChars().contentEquals(e[12]);
    acc += chars(r.branchesUrlChars());
    ok &= r.branchesUrlChars().contentEquals(e[13]);
    acc += chars(r.tagsUrlChars());
    ok &= r.tagsUrlChars().contentEquals(e[14]);
    acc += chars(r.blobsUrlChars());
    ok &= r.blobsUrlChars().contentEquals(e[15]);
    acc += chars(r.gitTagsUrlChars());
    ok &= r.gitTagsUrlChars().contentEquals(e[16]);
    acc += chars(r.gitRefsUrlChars());
    ok &= r.gitRefsUrlChars().contentEquals(e[17]);
    acc += chars(r.treesUrlChars());
    ok &= r.treesUrlChars().contentEquals(e[18]);
    acc += chars(r.statusesUrlChars());
    ok &= r.statusesUrlChars().contentEquals(e[19]);
    acc += chars(r.languagesUrlChars());
    ok &= r.languagesUrlChars().contentEquals(e[20]);
    acc += chars(r.stargazersUrlChars());
    ok &= r.stargazersUrlChars().contentEquals(e[21]);
    acc += chars(r.contributorsUrlChars());
    ok &= r.contributorsUrlChars().contentEquals(e[22]);
    acc += chars(r.subscribersUrlChars());
    ok &= r.subscribersUrlChars().contentEquals(e[23]);
    acc += chars(r.subscriptionUrlChars());
    ok &= r.subscriptionUrlChars().contentEquals(e[24]);
    acc += chars(r.commitsUrlChars());
    ok &= r.commitsUrlChars().contentEquals(e[25]);
    acc += chars(r.gitCommitsUrlChars());
    ok &= r.gitCommitsUrlChars().contentEquals(e[26]);
    acc += chars(r.commentsUrlChars());
    ok &= r.commentsUrlChars().contentEquals(e[27]);
    acc += chars(r.issueCommentUrlChars());
    ok &= r.issueCommentUrlChars().contentEquals(e[28]);
    acc += chars(r.contentsUrlChars());
    ok &= r.contentsUrlChars().contentEquals(e[29]);
    acc += chars(r.compareUrlChars());
    ok &= r.compareUrlChars().contentEquals(e[30]);
    acc += chars(r.mergesUrlChars());
    ok &= r.mergesUrlChars().contentEquals(e[31]);
    acc += chars(r.archiveUrlChars());
    ok &= r.archiveUrlChars().contentEquals(e[32]);
    acc += chars(r.downloadsUrlChars());
    ok &= r.downloadsUrlChars().contentEquals(e[33]);
    acc += chars(r.issuesUrlChars());
    ok &= r.issuesUrlChars().contentEquals(e[34]);
    acc += chars(r.pullsUrlChars());
    ok &= r.pullsUrlChars().contentEquals(e[35]);
    acc += chars(r.milestonesUrlChars());
    ok &= r.milestonesUrlChars().contentEquals(e[36]);
    acc += chars(r.notificationsUrlChars());
    ok &= r.notificationsUrlChars().contentEquals(e[37]);
    acc += chars(r.labelsUrlChars());
    ok &= r.labelsUrlChars().contentEquals(e[38]);
    acc += chars(r.releasesUrlChars());
    ok &= r.releasesUrlChars().contentEquals(e[39]);
    acc += chars(r.createdAtChars());
    ok &= r.createdAtChars().contentEquals(e[40]);
    acc += chars(r.updatedAtChars());
    ok &= r.updatedAtChars().contentEquals(e[41]);
    acc += chars(r.pushedAtChars());
    ok &= r.pushedAtChars().contentEquals(e[42]);
    acc += chars(r.gitUrlChars());
    ok &= r.gitUrlChars().contentEquals(e[43]);
    acc += chars(r.sshUrlChars());
    ok &= r.sshUrlChars().contentEquals(e[44]);
    acc += chars(r.cloneUrlChars());
    ok &= r.cloneUrlChars().contentEquals(e[45]);
    acc += chars(r.svnUrlChars());
    ok &= r.svnUrlChars().contentEquals(e[46]);
    if (r.hasHomepage()) {
      acc += chars(r.homepageChars());
      ok &= r.homepageChars().contentEquals(e[47]);
    } else {
      ok &= e[47] == null;
    }
    acc += r.size();
    acc += r.stargazersCount();
    acc += r.watchersCount();
    if (r.hasLanguage()) {
      acc += chars(r.languageChars());
      ok &= r.languageChars().contentEquals(e[48]);
    } else {
      ok &= e[48] == null;
    }
    acc += r.hasIssues() ? 1 : 0;
    acc += r.hasDownloads() ? 1 : 0;
    acc += r.hasWiki() ? 1 : 0;
    acc += r.hasPages() ? 1 : 0;
    acc += r.forksCount();
    acc += r.openIssuesCount();
    acc += r.forks();
    acc += r.openIssues();
    acc += r.watchers();
    acc += chars(r.defaultBranchChars());
    ok &= r.defaultBranchChars().contentEquals(e[49]);
    if (r.hasMirrorUrl()) {
      acc += chars(r.mirrorUrlChars());
      ok &= r.mirrorUrlChars().contentEquals(e[50]);
    } else {
      ok &= e[50] == null;
    }
    return ok ? acc : Long.MIN_VALUE;
  }

  private long readUser(User.View u, String[] e) {
    long acc = 0;
    boolean ok = true;
    acc += chars(u.loginChars());
    ok &= u.loginChars().contentEquals(e[0]);
    acc += u.id();
    acc += chars(u.avatarUrlChars());
    ok &= u.avatarUrlChars().contentEquals(e[1]);
    acc += chars(u.gravatarIdChars());
    ok &= u.gravatarIdChars().contentEquals(e[2]);
    acc += chars(u.urlChars());
    ok &= u.urlChars().contentEquals(e[3]);
    acc += chars(u.htmlUrlChars());
    ok &= u.htmlUrlChars().contentEquals(e[4]);
    acc += chars(u.followersUrlChars());
    ok &= u.followersUrlChars().contentEquals(e[5]);
    acc += chars(u.followingUrlChars());
    ok &= u.followingUrlChars().contentEquals(e[6]);
    acc += chars(u.gistsUrlChars());
    ok &= u.gistsUrlChars().contentEquals(e[7]);
    acc += chars(u.starredUrlChars());
    ok &= u.starredUrlChars().contentEquals(e[8]);
    acc += chars(u.subscriptionsUrlChars());
    ok &= u.subscriptionsUrlChars().contentEquals(e[9]);
    acc += chars(u.organizationsUrlChars());
    ok &= u.organizationsUrlChars().contentEquals(e[10]);
    acc += chars(u.reposUrlChars());
    ok &= u.reposUrlChars().contentEquals(e[11]);
    acc += chars(u.eventsUrlChars());
    ok &= u.eventsUrlChars().contentEquals(e[12]);
    acc += chars(u.receivedEventsUrlChars());
    ok &= u.receivedEventsUrlChars().contentEquals(e[13]);
    acc += chars(u.typeChars());
    ok &= u.typeChars().contentEquals(e[14]);
    acc += u.siteAdmin() ? 1 : 0;
    return ok ? acc : Long.MIN_VALUE / 4;
  }

  private static long expectRepo(Repo x) {
    long acc = 0;
    acc += x.id();
    acc += chars(x.name());
    acc += chars(x.fullName());
    acc += expectUser(x.owner());
    acc += x.private_() ? 1 : 0;
    acc += chars(x.htmlUrl());
    if (x.description() != null) {
      acc += chars(x.description());
    }
    acc += x.fork() ? 1 : 0;
    acc += chars(x.url());
    acc += chars(x.forksUrl());
    acc += chars(x.keysUrl());
    acc += chars(x.collaboratorsUrl());
    acc += chars(x.teamsUrl());
    acc += chars(x.hooksUrl());
    acc += chars(x.issueEventsUrl());
    acc += chars(x.eventsUrl());
    acc += chars(x.assigneesUrl());
    acc += chars(x.branchesUrl());
    acc += chars(x.tagsUrl());
    acc += chars(x.blobsUrl());
    acc += chars(x.gitTagsUrl());
    acc += chars(x.gitRefsUrl());
    acc += chars(x.treesUrl());
    acc += chars(x.statusesUrl());
    acc += chars(x.languagesUrl());
    acc += chars(x.stargazersUrl());
    acc += chars(x.contributorsUrl());
    acc += chars(x.subscribersUrl());
    acc += chars(x.subscriptionUrl());
    acc += chars(x.commitsUrl());
    acc += chars(x.gitCommitsUrl());
    acc += chars(x.commentsUrl());
    acc += chars(x.issueCommentUrl());
    acc += chars(x.contentsUrl());
    acc += chars(x.compareUrl());
    acc += chars(x.mergesUrl());
    acc += chars(x.archiveUrl());
    acc += chars(x.downloadsUrl());
    acc += chars(x.issuesUrl());
    acc += chars(x.pullsUrl());
    acc += chars(x.milestonesUrl());
    acc += chars(x.notificationsUrl());
    acc += chars(x.labelsUrl());
    acc += chars(x.releasesUrl());
    acc += chars(x.createdAt());
    acc += chars(x.updatedAt());
    acc += chars(x.pushedAt());
    acc += chars(x.gitUrl());
    acc += chars(x.sshUrl());
    acc += chars(x.cloneUrl());
    acc += chars(x.svnUrl());
    if (x.homepage() != null) {
      acc += chars(x.homepage());
    }
    acc += x.size();
    acc += x.stargazersCount();
    acc += x.watchersCount();
    if (x.language() != null) {
      acc += chars(x.language());
    }
    acc += x.hasIssues() ? 1 : 0;
    acc += x.hasDownloads() ? 1 : 0;
    acc += x.hasWiki() ? 1 : 0;
    acc += x.hasPages() ? 1 : 0;
    acc += x.forksCount();
    acc += x.openIssuesCount();
    acc += x.forks();
    acc += x.openIssues();
    acc += x.watchers();
    acc += chars(x.defaultBranch());
    if (x.mirrorUrl() != null) {
      acc += chars(x.mirrorUrl());
    }
    return acc;
  }

  private static long expectUser(User x) {
    long acc = 0;
    acc += chars(x.login());
    acc += x.id();
    acc += chars(x.avatarUrl());
    acc += chars(x.gravatarId());
    acc += chars(x.url());
    acc += chars(x.htmlUrl());
    acc += chars(x.followersUrl());
    acc += chars(x.followingUrl());
    acc += chars(x.gistsUrl());
    acc += chars(x.starredUrl());
    acc += chars(x.subscriptionsUrl());
    acc += chars(x.organizationsUrl());
    acc += chars(x.reposUrl());
    acc += chars(x.eventsUrl());
    acc += chars(x.receivedEventsUrl());
    acc += chars(x.type());
    acc += x.siteAdmin() ? 1 : 0;
    return acc;
  }

  /**
   * Reads {@code s} through the CharSequence interface: its length and its first and last char (the
   * whole content is compared by {@code xxxEquals} right after).
   */
  static long chars(CharSequence s) {
    int len = s.length();
    return len == 0 ? 0 : len + s.charAt(0) + 31L * s.charAt(len - 1);
  }
}
