package dev.bale.benchmarks.suite;

import com.google.flatbuffers.FlatBufferBuilder;
import dev.bale.runtime.IntList;
import dev.bale.runtime.LongList;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import java.util.function.IntToLongFunction;
import java.util.function.IntUnaryOperator;

/**
 * FlatBuffers-java adapters between the generated Bale records and the flatc classes of {@code
 * testdata/peers/fbs/repos.fbs} and {@code twitter.fbs}: {@code writeX} builds table X bottom-up
 * (children first, as FlatBuffers requires), {@code readX} reads every field back into the record.
 * Optional scalars are written with {@code forceDefaults} so that a present zero stays present, and
 * read with flatc's {@code hasX()}. Written field by field from the schemas, like an application's
 * adapter (mechanically, by a throw-away script, so that no field is missed). The package-private
 * helpers are shared with the adapters of the other data sets ({@link FlatCitm}, {@link
 * FlatCanada}, {@link FlatGoogle}).
 */
final class FlatAdapters {
  private FlatAdapters() {}

  static List<Integer> ints(int n, IntUnaryOperator get) {
    int[] a = new int[n];
    for (int i = 0; i < n; i++) {
      a[i] = get.applyAsInt(i);
    }
    return IntList.of(a);
  }

  static List<String> strings(int n, IntFunction<String> get) {
    return list(n, get);
  }

  static <T> List<T> list(int n, IntFunction<T> get) {
    List<T> out = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      out.add(get.apply(i));
    }
    return out;
  }

  static List<Long> longs(int n, IntToLongFunction get) {
    long[] a = new long[n];
    for (int i = 0; i < n; i++) {
      a[i] = get.applyAsLong(i);
    }
    return LongList.of(a);
  }

  private static final int[] NO_INTS = new int[0];

  /**
   * The elements of a record's {@code list<i32>} (an {@link IntList}: no unboxing), for a generated
   * {@code createXVector}, which only reads it.
   */
  static int[] intArray(List<Integer> values) {
    return values.isEmpty() ? NO_INTS : IntList.copyOf(values).toIntArray();
  }

  /** The elements of a record's {@code list<i64>} (a {@link LongList}: no unboxing). */
  static long[] longArray(List<Long> values) {
    return LongList.copyOf(values).toLongArray();
  }

  /** Writes each string, for a generated {@code createXVector(builder, offsets)}. */
  static int[] stringOffsets(FlatBufferBuilder b, List<String> values) {
    int[] out = new int[values.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = b.createString(values.get(i));
    }
    return out;
  }

  private static boolean has(Object vector) {
    return vector != null;
  }

  // ---- repos.fbs

  static int writeReposList(FlatBufferBuilder b, repos.ReposList v) {
    List<repos.Repo> lRepos = v.repos();
    int[] aRepos = new int[lRepos.size()];
    for (int i = 0; i < aRepos.length; i++) {
      aRepos[i] = writeRepo(b, lRepos.get(i));
    }
    int oRepos = dev.bale.benchmarks.peers.fbs.repos.ReposList.createReposVector(b, aRepos);
    dev.bale.benchmarks.peers.fbs.repos.ReposList.startReposList(b);
    dev.bale.benchmarks.peers.fbs.repos.ReposList.addRepos(b, oRepos);
    return dev.bale.benchmarks.peers.fbs.repos.ReposList.endReposList(b);
  }

  static repos.ReposList readReposList(dev.bale.benchmarks.peers.fbs.repos.ReposList t) {
    return new repos.ReposList(list(t.reposLength(), i -> readRepo(t.repos(i))), null);
  }

  static int writeRepo(FlatBufferBuilder b, repos.Repo v) {
    int oName = b.createString(v.name());
    int oFullName = b.createString(v.fullName());
    int oOwner = writeUser(b, v.owner());
    int oHtmlUrl = b.createString(v.htmlUrl());
    int oDescription = v.description() == null ? 0 : b.createString(v.description());
    int oUrl = b.createString(v.url());
    int oForksUrl = b.createString(v.forksUrl());
    int oKeysUrl = b.createString(v.keysUrl());
    int oCollaboratorsUrl = b.createString(v.collaboratorsUrl());
    int oTeamsUrl = b.createString(v.teamsUrl());
    int oHooksUrl = b.createString(v.hooksUrl());
    int oIssueEventsUrl = b.createString(v.issueEventsUrl());
    int oEventsUrl = b.createString(v.eventsUrl());
    int oAssigneesUrl = b.createString(v.assigneesUrl());
    int oBranchesUrl = b.createString(v.branchesUrl());
    int oTagsUrl = b.createString(v.tagsUrl());
    int oBlobsUrl = b.createString(v.blobsUrl());
    int oGitTagsUrl = b.createString(v.gitTagsUrl());
    int oGitRefsUrl = b.createString(v.gitRefsUrl());
    int oTreesUrl = b.createString(v.treesUrl());
    int oStatusesUrl = b.createString(v.statusesUrl());
    int oLanguagesUrl = b.createString(v.languagesUrl());
    int oStargazersUrl = b.createString(v.stargazersUrl());
    int oContributorsUrl = b.createString(v.contributorsUrl());
    int oSubscribersUrl = b.createString(v.subscribersUrl());
    int oSubscriptionUrl = b.createString(v.subscriptionUrl());
    int oCommitsUrl = b.createString(v.commitsUrl());
    int oGitCommitsUrl = b.createString(v.gitCommitsUrl());
    int oCommentsUrl = b.createString(v.commentsUrl());
    int oIssueCommentUrl = b.createString(v.issueCommentUrl());
    int oContentsUrl = b.createString(v.contentsUrl());
    int oCompareUrl = b.createString(v.compareUrl());
    int oMergesUrl = b.createString(v.mergesUrl());
    int oArchiveUrl = b.createString(v.archiveUrl());
    int oDownloadsUrl = b.createString(v.downloadsUrl());
    int oIssuesUrl = b.createString(v.issuesUrl());
    int oPullsUrl = b.createString(v.pullsUrl());
    int oMilestonesUrl = b.createString(v.milestonesUrl());
    int oNotificationsUrl = b.createString(v.notificationsUrl());
    int oLabelsUrl = b.createString(v.labelsUrl());
    int oReleasesUrl = b.createString(v.releasesUrl());
    int oCreatedAt = b.createString(v.createdAt());
    int oUpdatedAt = b.createString(v.updatedAt());
    int oPushedAt = b.createString(v.pushedAt());
    int oGitUrl = b.createString(v.gitUrl());
    int oSshUrl = b.createString(v.sshUrl());
    int oCloneUrl = b.createString(v.cloneUrl());
    int oSvnUrl = b.createString(v.svnUrl());
    int oHomepage = v.homepage() == null ? 0 : b.createString(v.homepage());
    int oLanguage = v.language() == null ? 0 : b.createString(v.language());
    int oDefaultBranch = b.createString(v.defaultBranch());
    int oMirrorUrl = v.mirrorUrl() == null ? 0 : b.createString(v.mirrorUrl());
    dev.bale.benchmarks.peers.fbs.repos.Repo.startRepo(b);
    dev.bale.benchmarks.peers.fbs.repos.Repo.addId(b, v.id());
    dev.bale.benchmarks.peers.fbs.repos.Repo.addName(b, oName);
    dev.bale.benchmarks.peers.fbs.repos.Repo.addFullName(b, oFullName);
    dev.bale.benchmarks.peers.fbs.repos.Repo.addOwner(b, oOwner);
    dev.bale.benchmarks.peers.fbs.repos.Repo.addPrivate(b, v.private_());
    dev.bale.benchmarks.peers.fbs.repos.Repo.addHtmlUrl(b, oHtmlUrl);
    if (oDescription != 0) {
      dev.bale.benchmarks.peers.fbs.repos.Repo.addDescription(b, oDescription);
    }
    dev.bale.benchmarks.peers.fbs.repos.Repo.addFork(b, v.fork());
    dev.bale.benchmarks.peers.fbs.repos.Repo.addUrl(b, oUrl);
    dev.bale.benchmarks.peers.fbs.repos.Repo.addForksUrl(b, oForksUrl);
    dev.bale.benchmarks.peers.fbs.repos.Repo.addKeysUrl(b, oKeysUrl);
    dev.bale.benchmarks.peers.fbs.repos.Repo.addCollaboratorsUrl(b, oCollaboratorsUrl);
    dev.bale.benchmarks.peers.fbs.repos.Repo.addTeamsUrl(b, oTeamsUrl);
    dev.bale.benchmarks.peers.fbs.repos.Repo.addHooksUrl(b, oHooksUrl);
    dev.bale.benchmarks.peers.fbs.repos.Repo.addIssueEventsUrl(b, oIssueEventsUrl);
    dev.bale.benchmarks.peers.fbs.repos.Repo.addEventsUrl(b, oEventsUrl);
    dev.bale.benchmarks.peers.fbs.repos.Repo.addAssigneesUrl(b, oAssigneesUrl);
    dev.bale.benchmarks.peers.fbs.repos.Repo.addBranchesUrl(b, oBranchesUrl);
    dev.bale.benchmarks.peers.fbs.repos.Repo.addTagsUrl(b, oTagsUrl);
    dev.bale.benchmarks.peers.fbs.repos.Repo.addBlobsUrl(b, oBlobsUrl);
    dev.bale.benchmarks.peers.fbs.repos.Repo.addGitTagsUrl(b, oGitTagsUrl);
    dev.bale.benchmarks.peers.fbs.repos.Repo.addGitRefsUrl(b, oGitRefsUrl);
    dev.bale.benchmarks.peers.fbs.repos.Repo.addTreesUrl(b, oTreesUrl);
    dev.bale.benchmarks.peers.fbs.repos.Repo.addStatusesUrl(b, oStatusesUrl);
    dev.bale.benchmarks.peers.fbs.repos.Repo.addLanguagesUrl(b, oLanguagesUrl);
    dev.bale.benchmarks.peers.fbs.repos.Repo.addStargazersUrl(b, oStargazersUrl);
    dev.bale.benchmarks.peers.fbs.repos.Repo.addContributorsUrl(b, oContributorsUrl);
    dev.bale.benchmarks.peers.fbs.repos.Repo.addSubscribersUrl(b, oSubscribersUrl);
    dev.bale.benchmarks.peers.fbs.repos.Repo.addSubscriptionUrl(b, oSubscriptionUrl);
    dev.bale.benchmarks.peers.fbs.repos.Repo.addCommitsUrl(b, oCommitsUrl);
    dev.bale.benchmarks.peers.fbs.repos.Repo.addGitCommitsUrl(b, oGitCommitsUrl);
    dev.bale.benchmarks.peers.fbs.repos.Repo.addCommentsUrl(b, oCommentsUrl);
    dev.bale.benchmarks.peers.fbs.repos.Repo.addIssueCommentUrl(b, oIssueCommentUrl);
    dev.bale.benchmarks.peers.fbs.repos.Repo.addContentsUrl(b, oContentsUrl);
    dev.bale.benchmarks.peers.fbs.repos.Repo.addCompareUrl(b, oCompareUrl);
    dev.bale.benchmarks.peers.fbs.repos.Repo.addMergesUrl(b, oMergesUrl);
    dev.bale.benchmarks.peers.fbs.repos.Repo.addArchiveUrl(b, oArchiveUrl);
    dev.bale.benchmarks.peers.fbs.repos.Repo.addDownloadsUrl(b, oDownloadsUrl);
    dev.bale.benchmarks.peers.fbs.repos.Repo.addIssuesUrl(b, oIssuesUrl);
    dev.bale.benchmarks.peers.fbs.repos.Repo.addPullsUrl(b, oPullsUrl);
    dev.bale.benchmarks.peers.fbs.repos.Repo.addMilestonesUrl(b, oMilestonesUrl);
    dev.bale.benchmarks.peers.fbs.repos.Repo.addNotificationsUrl(b, oNotificationsUrl);
    dev.bale.benchmarks.peers.fbs.repos.Repo.addLabelsUrl(b, oLabelsUrl);
    dev.bale.benchmarks.peers.fbs.repos.Repo.addReleasesUrl(b, oReleasesUrl);
    dev.bale.benchmarks.peers.fbs.repos.Repo.addCreatedAt(b, oCreatedAt);
    dev.bale.benchmarks.peers.fbs.repos.Repo.addUpdatedAt(b, oUpdatedAt);
    dev.bale.benchmarks.peers.fbs.repos.Repo.addPushedAt(b, oPushedAt);
    dev.bale.benchmarks.peers.fbs.repos.Repo.addGitUrl(b, oGitUrl);
    dev.bale.benchmarks.peers.fbs.repos.Repo.addSshUrl(b, oSshUrl);
    dev.bale.benchmarks.peers.fbs.repos.Repo.addCloneUrl(b, oCloneUrl);
    dev.bale.benchmarks.peers.fbs.repos.Repo.addSvnUrl(b, oSvnUrl);
    if (oHomepage != 0) {
      dev.bale.benchmarks.peers.fbs.repos.Repo.addHomepage(b, oHomepage);
    }
    dev.bale.benchmarks.peers.fbs.repos.Repo.addSize(b, v.size());
    dev.bale.benchmarks.peers.fbs.repos.Repo.addStargazersCount(b, v.stargazersCount());
    dev.bale.benchmarks.peers.fbs.repos.Repo.addWatchersCount(b, v.watchersCount());
    if (oLanguage != 0) {
      dev.bale.benchmarks.peers.fbs.repos.Repo.addLanguage(b, oLanguage);
    }
    dev.bale.benchmarks.peers.fbs.repos.Repo.addHasIssues(b, v.hasIssues());
    dev.bale.benchmarks.peers.fbs.repos.Repo.addHasDownloads(b, v.hasDownloads());
    dev.bale.benchmarks.peers.fbs.repos.Repo.addHasWiki(b, v.hasWiki());
    dev.bale.benchmarks.peers.fbs.repos.Repo.addHasPages(b, v.hasPages());
    dev.bale.benchmarks.peers.fbs.repos.Repo.addForksCount(b, v.forksCount());
    dev.bale.benchmarks.peers.fbs.repos.Repo.addOpenIssuesCount(b, v.openIssuesCount());
    dev.bale.benchmarks.peers.fbs.repos.Repo.addForks(b, v.forks());
    dev.bale.benchmarks.peers.fbs.repos.Repo.addOpenIssues(b, v.openIssues());
    dev.bale.benchmarks.peers.fbs.repos.Repo.addWatchers(b, v.watchers());
    dev.bale.benchmarks.peers.fbs.repos.Repo.addDefaultBranch(b, oDefaultBranch);
    if (oMirrorUrl != 0) {
      dev.bale.benchmarks.peers.fbs.repos.Repo.addMirrorUrl(b, oMirrorUrl);
    }
    return dev.bale.benchmarks.peers.fbs.repos.Repo.endRepo(b);
  }

  static repos.Repo readRepo(dev.bale.benchmarks.peers.fbs.repos.Repo t) {
    return new repos.Repo(
        t.id(),
        t.name(),
        t.fullName(),
        readUser(t.owner()),
        t.private_(),
        t.htmlUrl(),
        t.description(),
        t.fork(),
        t.url(),
        t.forksUrl(),
        t.keysUrl(),
        t.collaboratorsUrl(),
        t.teamsUrl(),
        t.hooksUrl(),
        t.issueEventsUrl(),
        t.eventsUrl(),
        t.assigneesUrl(),
        t.branchesUrl(),
        t.tagsUrl(),
        t.blobsUrl(),
        t.gitTagsUrl(),
        t.gitRefsUrl(),
        t.treesUrl(),
        t.statusesUrl(),
        t.languagesUrl(),
        t.stargazersUrl(),
        t.contributorsUrl(),
        t.subscribersUrl(),
        t.subscriptionUrl(),
        t.commitsUrl(),
        t.gitCommitsUrl(),
        t.commentsUrl(),
        t.issueCommentUrl(),
        t.contentsUrl(),
        t.compareUrl(),
        t.mergesUrl(),
        t.archiveUrl(),
        t.downloadsUrl(),
        t.issuesUrl(),
        t.pullsUrl(),
        t.milestonesUrl(),
        t.notificationsUrl(),
        t.labelsUrl(),
        t.releasesUrl(),
        t.createdAt(),
        t.updatedAt(),
        t.pushedAt(),
        t.gitUrl(),
        t.sshUrl(),
        t.cloneUrl(),
        t.svnUrl(),
        t.homepage(),
        t.size(),
        t.stargazersCount(),
        t.watchersCount(),
        t.language(),
        t.hasIssues(),
        t.hasDownloads(),
        t.hasWiki(),
        t.hasPages(),
        t.forksCount(),
        t.openIssuesCount(),
        t.forks(),
        t.openIssues(),
        t.watchers(),
        t.defaultBranch(),
        t.mirrorUrl(),
        null);
  }

  static int writeUser(FlatBufferBuilder b, repos.User v) {
    int oLogin = b.createString(v.login());
    int oAvatarUrl = b.createString(v.avatarUrl());
    int oGravatarId = b.createString(v.gravatarId());
    int oUrl = b.createString(v.url());
    int oHtmlUrl = b.createString(v.htmlUrl());
    int oFollowersUrl = b.createString(v.followersUrl());
    int oFollowingUrl = b.createString(v.followingUrl());
    int oGistsUrl = b.createString(v.gistsUrl());
    int oStarredUrl = b.createString(v.starredUrl());
    int oSubscriptionsUrl = b.createString(v.subscriptionsUrl());
    int oOrganizationsUrl = b.createString(v.organizationsUrl());
    int oReposUrl = b.createString(v.reposUrl());
    int oEventsUrl = b.createString(v.eventsUrl());
    int oReceivedEventsUrl = b.createString(v.receivedEventsUrl());
    int oType = b.createString(v.type());
    dev.bale.benchmarks.peers.fbs.repos.User.startUser(b);
    dev.bale.benchmarks.peers.fbs.repos.User.addLogin(b, oLogin);
    dev.bale.benchmarks.peers.fbs.repos.User.addId(b, v.id());
    dev.bale.benchmarks.peers.fbs.repos.User.addAvatarUrl(b, oAvatarUrl);
    dev.bale.benchmarks.peers.fbs.repos.User.addGravatarId(b, oGravatarId);
    dev.bale.benchmarks.peers.fbs.repos.User.addUrl(b, oUrl);
    dev.bale.benchmarks.peers.fbs.repos.User.addHtmlUrl(b, oHtmlUrl);
    dev.bale.benchmarks.peers.fbs.repos.User.addFollowersUrl(b, oFollowersUrl);
    dev.bale.benchmarks.peers.fbs.repos.User.addFollowingUrl(b, oFollowingUrl);
    dev.bale.benchmarks.peers.fbs.repos.User.addGistsUrl(b, oGistsUrl);
    dev.bale.benchmarks.peers.fbs.repos.User.addStarredUrl(b, oStarredUrl);
    dev.bale.benchmarks.peers.fbs.repos.User.addSubscriptionsUrl(b, oSubscriptionsUrl);
    dev.bale.benchmarks.peers.fbs.repos.User.addOrganizationsUrl(b, oOrganizationsUrl);
    dev.bale.benchmarks.peers.fbs.repos.User.addReposUrl(b, oReposUrl);
    dev.bale.benchmarks.peers.fbs.repos.User.addEventsUrl(b, oEventsUrl);
    dev.bale.benchmarks.peers.fbs.repos.User.addReceivedEventsUrl(b, oReceivedEventsUrl);
    dev.bale.benchmarks.peers.fbs.repos.User.addType(b, oType);
    dev.bale.benchmarks.peers.fbs.repos.User.addSiteAdmin(b, v.siteAdmin());
    return dev.bale.benchmarks.peers.fbs.repos.User.endUser(b);
  }

  static repos.User readUser(dev.bale.benchmarks.peers.fbs.repos.User t) {
    return new repos.User(
        t.login(),
        t.id(),
        t.avatarUrl(),
        t.gravatarId(),
        t.url(),
        t.htmlUrl(),
        t.followersUrl(),
        t.followingUrl(),
        t.gistsUrl(),
        t.starredUrl(),
        t.subscriptionsUrl(),
        t.organizationsUrl(),
        t.reposUrl(),
        t.eventsUrl(),
        t.receivedEventsUrl(),
        t.type(),
        t.siteAdmin(),
        null);
  }

  // ---- twitter.fbs

  static int writeSearchResponse(FlatBufferBuilder b, twitter.SearchResponse v) {
    List<twitter.Status> lStatuses = v.statuses();
    int[] aStatuses = new int[lStatuses.size()];
    for (int i = 0; i < aStatuses.length; i++) {
      aStatuses[i] = writeStatus(b, lStatuses.get(i));
    }
    int oStatuses =
        dev.bale.benchmarks.peers.fbs.twitter.SearchResponse.createStatusesVector(b, aStatuses);
    int oSearchMetadata = writeSearchMetadata(b, v.searchMetadata());
    dev.bale.benchmarks.peers.fbs.twitter.SearchResponse.startSearchResponse(b);
    dev.bale.benchmarks.peers.fbs.twitter.SearchResponse.addStatuses(b, oStatuses);
    dev.bale.benchmarks.peers.fbs.twitter.SearchResponse.addSearchMetadata(b, oSearchMetadata);
    return dev.bale.benchmarks.peers.fbs.twitter.SearchResponse.endSearchResponse(b);
  }

  static twitter.SearchResponse readSearchResponse(
      dev.bale.benchmarks.peers.fbs.twitter.SearchResponse t) {
    return new twitter.SearchResponse(
        list(t.statusesLength(), i -> readStatus(t.statuses(i))),
        readSearchMetadata(t.searchMetadata()),
        null);
  }

  static int writeStatus(FlatBufferBuilder b, twitter.Status v) {
    int oMetadata = writeStatusMetadata(b, v.metadata());
    int oCreatedAt = b.createString(v.createdAt());
    int oIdStr = b.createString(v.idStr());
    int oText = b.createString(v.text());
    int oSource = b.createString(v.source());
    int oInReplyToStatusIdStr =
        v.inReplyToStatusIdStr() == null ? 0 : b.createString(v.inReplyToStatusIdStr());
    int oInReplyToUserIdStr =
        v.inReplyToUserIdStr() == null ? 0 : b.createString(v.inReplyToUserIdStr());
    int oInReplyToScreenName =
        v.inReplyToScreenName() == null ? 0 : b.createString(v.inReplyToScreenName());
    int oUser = writeUser(b, v.user());
    int oGeo = v.geo() == null ? 0 : b.createString(v.geo());
    int oCoordinates = v.coordinates() == null ? 0 : b.createString(v.coordinates());
    int oPlace = v.place() == null ? 0 : b.createString(v.place());
    int oContributors = v.contributors() == null ? 0 : b.createString(v.contributors());
    int oRetweetedStatus = v.retweetedStatus() == null ? 0 : writeStatus(b, v.retweetedStatus());
    int oEntities = writeEntities(b, v.entities());
    int oLang = b.createString(v.lang());
    dev.bale.benchmarks.peers.fbs.twitter.Status.startStatus(b);
    dev.bale.benchmarks.peers.fbs.twitter.Status.addMetadata(b, oMetadata);
    dev.bale.benchmarks.peers.fbs.twitter.Status.addCreatedAt(b, oCreatedAt);
    dev.bale.benchmarks.peers.fbs.twitter.Status.addId(b, v.id());
    dev.bale.benchmarks.peers.fbs.twitter.Status.addIdStr(b, oIdStr);
    dev.bale.benchmarks.peers.fbs.twitter.Status.addText(b, oText);
    dev.bale.benchmarks.peers.fbs.twitter.Status.addSource(b, oSource);
    dev.bale.benchmarks.peers.fbs.twitter.Status.addTruncated(b, v.truncated());
    if (v.inReplyToStatusId() != null) {
      b.forceDefaults(true);
      dev.bale.benchmarks.peers.fbs.twitter.Status.addInReplyToStatusId(b, v.inReplyToStatusId());
      b.forceDefaults(false);
    }
    if (oInReplyToStatusIdStr != 0) {
      dev.bale.benchmarks.peers.fbs.twitter.Status.addInReplyToStatusIdStr(
          b, oInReplyToStatusIdStr);
    }
    if (v.inReplyToUserId() != null) {
      b.forceDefaults(true);
      dev.bale.benchmarks.peers.fbs.twitter.Status.addInReplyToUserId(b, v.inReplyToUserId());
      b.forceDefaults(false);
    }
    if (oInReplyToUserIdStr != 0) {
      dev.bale.benchmarks.peers.fbs.twitter.Status.addInReplyToUserIdStr(b, oInReplyToUserIdStr);
    }
    if (oInReplyToScreenName != 0) {
      dev.bale.benchmarks.peers.fbs.twitter.Status.addInReplyToScreenName(b, oInReplyToScreenName);
    }
    dev.bale.benchmarks.peers.fbs.twitter.Status.addUser(b, oUser);
    if (oGeo != 0) {
      dev.bale.benchmarks.peers.fbs.twitter.Status.addGeo(b, oGeo);
    }
    if (oCoordinates != 0) {
      dev.bale.benchmarks.peers.fbs.twitter.Status.addCoordinates(b, oCoordinates);
    }
    if (oPlace != 0) {
      dev.bale.benchmarks.peers.fbs.twitter.Status.addPlace(b, oPlace);
    }
    if (oContributors != 0) {
      dev.bale.benchmarks.peers.fbs.twitter.Status.addContributors(b, oContributors);
    }
    if (oRetweetedStatus != 0) {
      dev.bale.benchmarks.peers.fbs.twitter.Status.addRetweetedStatus(b, oRetweetedStatus);
    }
    dev.bale.benchmarks.peers.fbs.twitter.Status.addRetweetCount(b, v.retweetCount());
    dev.bale.benchmarks.peers.fbs.twitter.Status.addFavoriteCount(b, v.favoriteCount());
    dev.bale.benchmarks.peers.fbs.twitter.Status.addEntities(b, oEntities);
    dev.bale.benchmarks.peers.fbs.twitter.Status.addFavorited(b, v.favorited());
    dev.bale.benchmarks.peers.fbs.twitter.Status.addRetweeted(b, v.retweeted());
    if (v.possiblySensitive() != null) {
      b.forceDefaults(true);
      dev.bale.benchmarks.peers.fbs.twitter.Status.addPossiblySensitive(b, v.possiblySensitive());
      b.forceDefaults(false);
    }
    dev.bale.benchmarks.peers.fbs.twitter.Status.addLang(b, oLang);
    return dev.bale.benchmarks.peers.fbs.twitter.Status.endStatus(b);
  }

  static twitter.Status readStatus(dev.bale.benchmarks.peers.fbs.twitter.Status t) {
    return new twitter.Status(
        readStatusMetadata(t.metadata()),
        t.createdAt(),
        t.id(),
        t.idStr(),
        t.text(),
        t.source(),
        t.truncated(),
        t.hasInReplyToStatusId() ? t.inReplyToStatusId() : null,
        t.inReplyToStatusIdStr(),
        t.hasInReplyToUserId() ? t.inReplyToUserId() : null,
        t.inReplyToUserIdStr(),
        t.inReplyToScreenName(),
        readUser(t.user()),
        t.geo(),
        t.coordinates(),
        t.place(),
        t.contributors(),
        t.retweetedStatus() == null ? null : readStatus(t.retweetedStatus()),
        t.retweetCount(),
        t.favoriteCount(),
        readEntities(t.entities()),
        t.favorited(),
        t.retweeted(),
        t.hasPossiblySensitive() ? t.possiblySensitive() : null,
        t.lang(),
        null);
  }

  static int writeStatusMetadata(FlatBufferBuilder b, twitter.StatusMetadata v) {
    int oResultType = b.createString(v.resultType());
    int oIsoLanguageCode = b.createString(v.isoLanguageCode());
    dev.bale.benchmarks.peers.fbs.twitter.StatusMetadata.startStatusMetadata(b);
    dev.bale.benchmarks.peers.fbs.twitter.StatusMetadata.addResultType(b, oResultType);
    dev.bale.benchmarks.peers.fbs.twitter.StatusMetadata.addIsoLanguageCode(b, oIsoLanguageCode);
    return dev.bale.benchmarks.peers.fbs.twitter.StatusMetadata.endStatusMetadata(b);
  }

  static twitter.StatusMetadata readStatusMetadata(
      dev.bale.benchmarks.peers.fbs.twitter.StatusMetadata t) {
    return new twitter.StatusMetadata(t.resultType(), t.isoLanguageCode(), null);
  }

  static int writeUser(FlatBufferBuilder b, twitter.User v) {
    int oIdStr = b.createString(v.idStr());
    int oName = b.createString(v.name());
    int oScreenName = b.createString(v.screenName());
    int oLocation = b.createString(v.location());
    int oDescription = b.createString(v.description());
    int oUrl = v.url() == null ? 0 : b.createString(v.url());
    int oEntities = writeUserEntities(b, v.entities());
    int oCreatedAt = b.createString(v.createdAt());
    int oTimeZone = v.timeZone() == null ? 0 : b.createString(v.timeZone());
    int oLang = b.createString(v.lang());
    int oProfileBackgroundColor = b.createString(v.profileBackgroundColor());
    int oProfileBackgroundImageUrl = b.createString(v.profileBackgroundImageUrl());
    int oProfileBackgroundImageUrlHttps = b.createString(v.profileBackgroundImageUrlHttps());
    int oProfileImageUrl = b.createString(v.profileImageUrl());
    int oProfileImageUrlHttps = b.createString(v.profileImageUrlHttps());
    int oProfileBannerUrl = v.profileBannerUrl() == null ? 0 : b.createString(v.profileBannerUrl());
    int oProfileLinkColor = b.createString(v.profileLinkColor());
    int oProfileSidebarBorderColor = b.createString(v.profileSidebarBorderColor());
    int oProfileSidebarFillColor = b.createString(v.profileSidebarFillColor());
    int oProfileTextColor = b.createString(v.profileTextColor());
    dev.bale.benchmarks.peers.fbs.twitter.User.startUser(b);
    dev.bale.benchmarks.peers.fbs.twitter.User.addId(b, v.id());
    dev.bale.benchmarks.peers.fbs.twitter.User.addIdStr(b, oIdStr);
    dev.bale.benchmarks.peers.fbs.twitter.User.addName(b, oName);
    dev.bale.benchmarks.peers.fbs.twitter.User.addScreenName(b, oScreenName);
    dev.bale.benchmarks.peers.fbs.twitter.User.addLocation(b, oLocation);
    dev.bale.benchmarks.peers.fbs.twitter.User.addDescription(b, oDescription);
    if (oUrl != 0) {
      dev.bale.benchmarks.peers.fbs.twitter.User.addUrl(b, oUrl);
    }
    dev.bale.benchmarks.peers.fbs.twitter.User.addEntities(b, oEntities);
    dev.bale.benchmarks.peers.fbs.twitter.User.addProtected(b, v.protected_());
    dev.bale.benchmarks.peers.fbs.twitter.User.addFollowersCount(b, v.followersCount());
    dev.bale.benchmarks.peers.fbs.twitter.User.addFriendsCount(b, v.friendsCount());
    dev.bale.benchmarks.peers.fbs.twitter.User.addListedCount(b, v.listedCount());
    dev.bale.benchmarks.peers.fbs.twitter.User.addCreatedAt(b, oCreatedAt);
    dev.bale.benchmarks.peers.fbs.twitter.User.addFavouritesCount(b, v.favouritesCount());
    if (v.utcOffset() != null) {
      b.forceDefaults(true);
      dev.bale.benchmarks.peers.fbs.twitter.User.addUtcOffset(b, v.utcOffset());
      b.forceDefaults(false);
    }
    if (oTimeZone != 0) {
      dev.bale.benchmarks.peers.fbs.twitter.User.addTimeZone(b, oTimeZone);
    }
    dev.bale.benchmarks.peers.fbs.twitter.User.addGeoEnabled(b, v.geoEnabled());
    dev.bale.benchmarks.peers.fbs.twitter.User.addVerified(b, v.verified());
    dev.bale.benchmarks.peers.fbs.twitter.User.addStatusesCount(b, v.statusesCount());
    dev.bale.benchmarks.peers.fbs.twitter.User.addLang(b, oLang);
    dev.bale.benchmarks.peers.fbs.twitter.User.addContributorsEnabled(b, v.contributorsEnabled());
    dev.bale.benchmarks.peers.fbs.twitter.User.addIsTranslator(b, v.isTranslator());
    dev.bale.benchmarks.peers.fbs.twitter.User.addIsTranslationEnabled(b, v.isTranslationEnabled());
    dev.bale.benchmarks.peers.fbs.twitter.User.addProfileBackgroundColor(
        b, oProfileBackgroundColor);
    dev.bale.benchmarks.peers.fbs.twitter.User.addProfileBackgroundImageUrl(
        b, oProfileBackgroundImageUrl);
    dev.bale.benchmarks.peers.fbs.twitter.User.addProfileBackgroundImageUrlHttps(
        b, oProfileBackgroundImageUrlHttps);
    dev.bale.benchmarks.peers.fbs.twitter.User.addProfileBackgroundTile(
        b, v.profileBackgroundTile());
    dev.bale.benchmarks.peers.fbs.twitter.User.addProfileImageUrl(b, oProfileImageUrl);
    dev.bale.benchmarks.peers.fbs.twitter.User.addProfileImageUrlHttps(b, oProfileImageUrlHttps);
    if (oProfileBannerUrl != 0) {
      dev.bale.benchmarks.peers.fbs.twitter.User.addProfileBannerUrl(b, oProfileBannerUrl);
    }
    dev.bale.benchmarks.peers.fbs.twitter.User.addProfileLinkColor(b, oProfileLinkColor);
    dev.bale.benchmarks.peers.fbs.twitter.User.addProfileSidebarBorderColor(
        b, oProfileSidebarBorderColor);
    dev.bale.benchmarks.peers.fbs.twitter.User.addProfileSidebarFillColor(
        b, oProfileSidebarFillColor);
    dev.bale.benchmarks.peers.fbs.twitter.User.addProfileTextColor(b, oProfileTextColor);
    dev.bale.benchmarks.peers.fbs.twitter.User.addProfileUseBackgroundImage(
        b, v.profileUseBackgroundImage());
    dev.bale.benchmarks.peers.fbs.twitter.User.addDefaultProfile(b, v.defaultProfile());
    dev.bale.benchmarks.peers.fbs.twitter.User.addDefaultProfileImage(b, v.defaultProfileImage());
    dev.bale.benchmarks.peers.fbs.twitter.User.addFollowing(b, v.following());
    dev.bale.benchmarks.peers.fbs.twitter.User.addFollowRequestSent(b, v.followRequestSent());
    dev.bale.benchmarks.peers.fbs.twitter.User.addNotifications(b, v.notifications());
    return dev.bale.benchmarks.peers.fbs.twitter.User.endUser(b);
  }

  static twitter.User readUser(dev.bale.benchmarks.peers.fbs.twitter.User t) {
    return new twitter.User(
        t.id(),
        t.idStr(),
        t.name(),
        t.screenName(),
        t.location(),
        t.description(),
        t.url(),
        readUserEntities(t.entities()),
        t.protected_(),
        t.followersCount(),
        t.friendsCount(),
        t.listedCount(),
        t.createdAt(),
        t.favouritesCount(),
        t.hasUtcOffset() ? t.utcOffset() : null,
        t.timeZone(),
        t.geoEnabled(),
        t.verified(),
        t.statusesCount(),
        t.lang(),
        t.contributorsEnabled(),
        t.isTranslator(),
        t.isTranslationEnabled(),
        t.profileBackgroundColor(),
        t.profileBackgroundImageUrl(),
        t.profileBackgroundImageUrlHttps(),
        t.profileBackgroundTile(),
        t.profileImageUrl(),
        t.profileImageUrlHttps(),
        t.profileBannerUrl(),
        t.profileLinkColor(),
        t.profileSidebarBorderColor(),
        t.profileSidebarFillColor(),
        t.profileTextColor(),
        t.profileUseBackgroundImage(),
        t.defaultProfile(),
        t.defaultProfileImage(),
        t.following(),
        t.followRequestSent(),
        t.notifications(),
        null);
  }

  static int writeUserEntities(FlatBufferBuilder b, twitter.UserEntities v) {
    int oUrl = v.url() == null ? 0 : writeUrlList(b, v.url());
    int oDescription = writeUrlList(b, v.description());
    dev.bale.benchmarks.peers.fbs.twitter.UserEntities.startUserEntities(b);
    if (oUrl != 0) {
      dev.bale.benchmarks.peers.fbs.twitter.UserEntities.addUrl(b, oUrl);
    }
    dev.bale.benchmarks.peers.fbs.twitter.UserEntities.addDescription(b, oDescription);
    return dev.bale.benchmarks.peers.fbs.twitter.UserEntities.endUserEntities(b);
  }

  static twitter.UserEntities readUserEntities(
      dev.bale.benchmarks.peers.fbs.twitter.UserEntities t) {
    return new twitter.UserEntities(
        t.url() == null ? null : readUrlList(t.url()), readUrlList(t.description()), null);
  }

  static int writeUrlList(FlatBufferBuilder b, twitter.UrlList v) {
    List<twitter.Url> lUrls = v.urls();
    int[] aUrls = new int[lUrls.size()];
    for (int i = 0; i < aUrls.length; i++) {
      aUrls[i] = writeUrl(b, lUrls.get(i));
    }
    int oUrls = dev.bale.benchmarks.peers.fbs.twitter.UrlList.createUrlsVector(b, aUrls);
    dev.bale.benchmarks.peers.fbs.twitter.UrlList.startUrlList(b);
    dev.bale.benchmarks.peers.fbs.twitter.UrlList.addUrls(b, oUrls);
    return dev.bale.benchmarks.peers.fbs.twitter.UrlList.endUrlList(b);
  }

  static twitter.UrlList readUrlList(dev.bale.benchmarks.peers.fbs.twitter.UrlList t) {
    return new twitter.UrlList(list(t.urlsLength(), i -> readUrl(t.urls(i))), null);
  }

  static int writeUrl(FlatBufferBuilder b, twitter.Url v) {
    int oUrl = b.createString(v.url());
    int oExpandedUrl = b.createString(v.expandedUrl());
    int oDisplayUrl = b.createString(v.displayUrl());
    List<Integer> lIndices = v.indices();
    int[] aIndices = new int[lIndices.size()];
    for (int i = 0; i < aIndices.length; i++) {
      aIndices[i] = lIndices.get(i);
    }
    int oIndices = dev.bale.benchmarks.peers.fbs.twitter.Url.createIndicesVector(b, aIndices);
    dev.bale.benchmarks.peers.fbs.twitter.Url.startUrl(b);
    dev.bale.benchmarks.peers.fbs.twitter.Url.addUrl(b, oUrl);
    dev.bale.benchmarks.peers.fbs.twitter.Url.addExpandedUrl(b, oExpandedUrl);
    dev.bale.benchmarks.peers.fbs.twitter.Url.addDisplayUrl(b, oDisplayUrl);
    dev.bale.benchmarks.peers.fbs.twitter.Url.addIndices(b, oIndices);
    return dev.bale.benchmarks.peers.fbs.twitter.Url.endUrl(b);
  }

  static twitter.Url readUrl(dev.bale.benchmarks.peers.fbs.twitter.Url t) {
    return new twitter.Url(
        t.url(), t.expandedUrl(), t.displayUrl(), ints(t.indicesLength(), t::indices), null);
  }

  static int writeEntities(FlatBufferBuilder b, twitter.Entities v) {
    List<twitter.Hashtag> lHashtags = v.hashtags();
    int[] aHashtags = new int[lHashtags.size()];
    for (int i = 0; i < aHashtags.length; i++) {
      aHashtags[i] = writeHashtag(b, lHashtags.get(i));
    }
    int oHashtags =
        dev.bale.benchmarks.peers.fbs.twitter.Entities.createHashtagsVector(b, aHashtags);
    List<String> lSymbols = v.symbols();
    int[] aSymbols = new int[lSymbols.size()];
    for (int i = 0; i < aSymbols.length; i++) {
      aSymbols[i] = b.createString(lSymbols.get(i));
    }
    int oSymbols = dev.bale.benchmarks.peers.fbs.twitter.Entities.createSymbolsVector(b, aSymbols);
    List<twitter.Url> lUrls = v.urls();
    int[] aUrls = new int[lUrls.size()];
    for (int i = 0; i < aUrls.length; i++) {
      aUrls[i] = writeUrl(b, lUrls.get(i));
    }
    int oUrls = dev.bale.benchmarks.peers.fbs.twitter.Entities.createUrlsVector(b, aUrls);
    List<twitter.UserMention> lUserMentions = v.userMentions();
    int[] aUserMentions = new int[lUserMentions.size()];
    for (int i = 0; i < aUserMentions.length; i++) {
      aUserMentions[i] = writeUserMention(b, lUserMentions.get(i));
    }
    int oUserMentions =
        dev.bale.benchmarks.peers.fbs.twitter.Entities.createUserMentionsVector(b, aUserMentions);
    List<twitter.MediaEntity> lMedia = v.media();
    int oMedia = 0;
    if (lMedia != null) {
      int[] aMedia = new int[lMedia.size()];
      for (int i = 0; i < aMedia.length; i++) {
        aMedia[i] = writeMediaEntity(b, lMedia.get(i));
      }
      oMedia = dev.bale.benchmarks.peers.fbs.twitter.Entities.createMediaVector(b, aMedia);
    }
    dev.bale.benchmarks.peers.fbs.twitter.Entities.startEntities(b);
    dev.bale.benchmarks.peers.fbs.twitter.Entities.addHashtags(b, oHashtags);
    dev.bale.benchmarks.peers.fbs.twitter.Entities.addSymbols(b, oSymbols);
    dev.bale.benchmarks.peers.fbs.twitter.Entities.addUrls(b, oUrls);
    dev.bale.benchmarks.peers.fbs.twitter.Entities.addUserMentions(b, oUserMentions);
    if (oMedia != 0) {
      dev.bale.benchmarks.peers.fbs.twitter.Entities.addMedia(b, oMedia);
    }
    return dev.bale.benchmarks.peers.fbs.twitter.Entities.endEntities(b);
  }

  static twitter.Entities readEntities(dev.bale.benchmarks.peers.fbs.twitter.Entities t) {
    return new twitter.Entities(
        list(t.hashtagsLength(), i -> readHashtag(t.hashtags(i))),
        strings(t.symbolsLength(), t::symbols),
        list(t.urlsLength(), i -> readUrl(t.urls(i))),
        list(t.userMentionsLength(), i -> readUserMention(t.userMentions(i))),
        t.mediaLength() == 0 && !has(t.mediaVector())
            ? null
            : list(t.mediaLength(), i -> readMediaEntity(t.media(i))),
        null);
  }

  static int writeHashtag(FlatBufferBuilder b, twitter.Hashtag v) {
    int oText = b.createString(v.text());
    List<Integer> lIndices = v.indices();
    int[] aIndices = new int[lIndices.size()];
    for (int i = 0; i < aIndices.length; i++) {
      aIndices[i] = lIndices.get(i);
    }
    int oIndices = dev.bale.benchmarks.peers.fbs.twitter.Hashtag.createIndicesVector(b, aIndices);
    dev.bale.benchmarks.peers.fbs.twitter.Hashtag.startHashtag(b);
    dev.bale.benchmarks.peers.fbs.twitter.Hashtag.addText(b, oText);
    dev.bale.benchmarks.peers.fbs.twitter.Hashtag.addIndices(b, oIndices);
    return dev.bale.benchmarks.peers.fbs.twitter.Hashtag.endHashtag(b);
  }

  static twitter.Hashtag readHashtag(dev.bale.benchmarks.peers.fbs.twitter.Hashtag t) {
    return new twitter.Hashtag(t.text(), ints(t.indicesLength(), t::indices), null);
  }

  static int writeUserMention(FlatBufferBuilder b, twitter.UserMention v) {
    int oScreenName = b.createString(v.screenName());
    int oName = b.createString(v.name());
    int oIdStr = b.createString(v.idStr());
    List<Integer> lIndices = v.indices();
    int[] aIndices = new int[lIndices.size()];
    for (int i = 0; i < aIndices.length; i++) {
      aIndices[i] = lIndices.get(i);
    }
    int oIndices =
        dev.bale.benchmarks.peers.fbs.twitter.UserMention.createIndicesVector(b, aIndices);
    dev.bale.benchmarks.peers.fbs.twitter.UserMention.startUserMention(b);
    dev.bale.benchmarks.peers.fbs.twitter.UserMention.addScreenName(b, oScreenName);
    dev.bale.benchmarks.peers.fbs.twitter.UserMention.addName(b, oName);
    dev.bale.benchmarks.peers.fbs.twitter.UserMention.addId(b, v.id());
    dev.bale.benchmarks.peers.fbs.twitter.UserMention.addIdStr(b, oIdStr);
    dev.bale.benchmarks.peers.fbs.twitter.UserMention.addIndices(b, oIndices);
    return dev.bale.benchmarks.peers.fbs.twitter.UserMention.endUserMention(b);
  }

  static twitter.UserMention readUserMention(dev.bale.benchmarks.peers.fbs.twitter.UserMention t) {
    return new twitter.UserMention(
        t.screenName(), t.name(), t.id(), t.idStr(), ints(t.indicesLength(), t::indices), null);
  }

  static int writeMediaEntity(FlatBufferBuilder b, twitter.MediaEntity v) {
    int oIdStr = b.createString(v.idStr());
    List<Integer> lIndices = v.indices();
    int[] aIndices = new int[lIndices.size()];
    for (int i = 0; i < aIndices.length; i++) {
      aIndices[i] = lIndices.get(i);
    }
    int oIndices =
        dev.bale.benchmarks.peers.fbs.twitter.MediaEntity.createIndicesVector(b, aIndices);
    int oMediaUrl = b.createString(v.mediaUrl());
    int oMediaUrlHttps = b.createString(v.mediaUrlHttps());
    int oUrl = b.createString(v.url());
    int oDisplayUrl = b.createString(v.displayUrl());
    int oExpandedUrl = b.createString(v.expandedUrl());
    int oType = b.createString(v.type());
    int oSizes = writeSizes(b, v.sizes());
    int oSourceStatusIdStr =
        v.sourceStatusIdStr() == null ? 0 : b.createString(v.sourceStatusIdStr());
    dev.bale.benchmarks.peers.fbs.twitter.MediaEntity.startMediaEntity(b);
    dev.bale.benchmarks.peers.fbs.twitter.MediaEntity.addId(b, v.id());
    dev.bale.benchmarks.peers.fbs.twitter.MediaEntity.addIdStr(b, oIdStr);
    dev.bale.benchmarks.peers.fbs.twitter.MediaEntity.addIndices(b, oIndices);
    dev.bale.benchmarks.peers.fbs.twitter.MediaEntity.addMediaUrl(b, oMediaUrl);
    dev.bale.benchmarks.peers.fbs.twitter.MediaEntity.addMediaUrlHttps(b, oMediaUrlHttps);
    dev.bale.benchmarks.peers.fbs.twitter.MediaEntity.addUrl(b, oUrl);
    dev.bale.benchmarks.peers.fbs.twitter.MediaEntity.addDisplayUrl(b, oDisplayUrl);
    dev.bale.benchmarks.peers.fbs.twitter.MediaEntity.addExpandedUrl(b, oExpandedUrl);
    dev.bale.benchmarks.peers.fbs.twitter.MediaEntity.addType(b, oType);
    dev.bale.benchmarks.peers.fbs.twitter.MediaEntity.addSizes(b, oSizes);
    if (v.sourceStatusId() != null) {
      b.forceDefaults(true);
      dev.bale.benchmarks.peers.fbs.twitter.MediaEntity.addSourceStatusId(b, v.sourceStatusId());
      b.forceDefaults(false);
    }
    if (oSourceStatusIdStr != 0) {
      dev.bale.benchmarks.peers.fbs.twitter.MediaEntity.addSourceStatusIdStr(b, oSourceStatusIdStr);
    }
    return dev.bale.benchmarks.peers.fbs.twitter.MediaEntity.endMediaEntity(b);
  }

  static twitter.MediaEntity readMediaEntity(dev.bale.benchmarks.peers.fbs.twitter.MediaEntity t) {
    return new twitter.MediaEntity(
        t.id(),
        t.idStr(),
        ints(t.indicesLength(), t::indices),
        t.mediaUrl(),
        t.mediaUrlHttps(),
        t.url(),
        t.displayUrl(),
        t.expandedUrl(),
        t.type(),
        readSizes(t.sizes()),
        t.hasSourceStatusId() ? t.sourceStatusId() : null,
        t.sourceStatusIdStr(),
        null);
  }

  static int writeSizes(FlatBufferBuilder b, twitter.Sizes v) {
    int oMedium = writeSize(b, v.medium());
    int oSmall = writeSize(b, v.small());
    int oThumb = writeSize(b, v.thumb());
    int oLarge = writeSize(b, v.large());
    dev.bale.benchmarks.peers.fbs.twitter.Sizes.startSizes(b);
    dev.bale.benchmarks.peers.fbs.twitter.Sizes.addMedium(b, oMedium);
    dev.bale.benchmarks.peers.fbs.twitter.Sizes.addSmall(b, oSmall);
    dev.bale.benchmarks.peers.fbs.twitter.Sizes.addThumb(b, oThumb);
    dev.bale.benchmarks.peers.fbs.twitter.Sizes.addLarge(b, oLarge);
    return dev.bale.benchmarks.peers.fbs.twitter.Sizes.endSizes(b);
  }

  static twitter.Sizes readSizes(dev.bale.benchmarks.peers.fbs.twitter.Sizes t) {
    return new twitter.Sizes(
        readSize(t.medium()), readSize(t.small()), readSize(t.thumb()), readSize(t.large()), null);
  }

  static int writeSize(FlatBufferBuilder b, twitter.Size v) {
    int oResize = b.createString(v.resize());
    dev.bale.benchmarks.peers.fbs.twitter.Size.startSize(b);
    dev.bale.benchmarks.peers.fbs.twitter.Size.addW(b, v.w());
    dev.bale.benchmarks.peers.fbs.twitter.Size.addH(b, v.h());
    dev.bale.benchmarks.peers.fbs.twitter.Size.addResize(b, oResize);
    return dev.bale.benchmarks.peers.fbs.twitter.Size.endSize(b);
  }

  static twitter.Size readSize(dev.bale.benchmarks.peers.fbs.twitter.Size t) {
    return new twitter.Size(t.w(), t.h(), t.resize(), null);
  }

  static int writeSearchMetadata(FlatBufferBuilder b, twitter.SearchMetadata v) {
    int oMaxIdStr = b.createString(v.maxIdStr());
    int oNextResults = b.createString(v.nextResults());
    int oQuery = b.createString(v.query());
    int oRefreshUrl = b.createString(v.refreshUrl());
    int oSinceIdStr = b.createString(v.sinceIdStr());
    dev.bale.benchmarks.peers.fbs.twitter.SearchMetadata.startSearchMetadata(b);
    dev.bale.benchmarks.peers.fbs.twitter.SearchMetadata.addCompletedIn(b, v.completedIn());
    dev.bale.benchmarks.peers.fbs.twitter.SearchMetadata.addMaxId(b, v.maxId());
    dev.bale.benchmarks.peers.fbs.twitter.SearchMetadata.addMaxIdStr(b, oMaxIdStr);
    dev.bale.benchmarks.peers.fbs.twitter.SearchMetadata.addNextResults(b, oNextResults);
    dev.bale.benchmarks.peers.fbs.twitter.SearchMetadata.addQuery(b, oQuery);
    dev.bale.benchmarks.peers.fbs.twitter.SearchMetadata.addRefreshUrl(b, oRefreshUrl);
    dev.bale.benchmarks.peers.fbs.twitter.SearchMetadata.addCount(b, v.count());
    dev.bale.benchmarks.peers.fbs.twitter.SearchMetadata.addSinceId(b, v.sinceId());
    dev.bale.benchmarks.peers.fbs.twitter.SearchMetadata.addSinceIdStr(b, oSinceIdStr);
    return dev.bale.benchmarks.peers.fbs.twitter.SearchMetadata.endSearchMetadata(b);
  }

  static twitter.SearchMetadata readSearchMetadata(
      dev.bale.benchmarks.peers.fbs.twitter.SearchMetadata t) {
    return new twitter.SearchMetadata(
        t.completedIn(),
        t.maxId(),
        t.maxIdStr(),
        t.nextResults(),
        t.query(),
        t.refreshUrl(),
        t.count(),
        t.sinceId(),
        t.sinceIdStr(),
        null);
  }
}
