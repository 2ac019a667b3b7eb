package org.logicalgo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code ./logical-go} launcher, run with a fake {@code mvn} and a fake {@code java} on the
 * PATH: it says it is building before the silent build, keeps Maven's colour codes off anything
 * but a terminal, and says nothing when the jar is up to date.
 */
class LauncherScriptTest {

    private static final String ESC = "\u001b";

    record Run(int status, String out, String err) {
    }

    private static Path project(Path dir, String mvnBody) throws IOException {
        Path home = dir.resolve("project");
        Files.createDirectories(home.resolve("src/main"));
        Files.createDirectories(home.resolve("conformance/schema"));
        Files.writeString(home.resolve("pom.xml"), "<project/>");
        Files.copy(Path.of("logical-go"), home.resolve("logical-go"));
        home.resolve("logical-go").toFile().setExecutable(true);
        Path bin = Files.createDirectories(dir.resolve("bin"));
        Files.writeString(bin.resolve("mvn"), "#!/bin/sh\n" + mvnBody);
        Files.writeString(bin.resolve("java"), "#!/bin/sh\necho \"ran java $*\"\n");
        bin.resolve("mvn").toFile().setExecutable(true);
        bin.resolve("java").toFile().setExecutable(true);
        Files.createDirectories(dir.resolve("tmp"));
        return home;
    }

    private static Run run(Path dir, Path home) throws Exception {
        return run(dir, home, "--version");
    }

    private static Run run(Path dir, Path home, String... args) throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/bin/bash")) || Files.isExecutable(Path.of("/usr/bin/bash")), "no bash here");
        List<String> command = new java.util.ArrayList<>(List.of("bash", home.resolve("logical-go").toString()));
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.environment().put("PATH", dir.resolve("bin") + ":" + System.getenv("PATH"));
        pb.environment().put("TMPDIR", dir.resolve("tmp").toString());
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        pb.redirectOutput(out.toFile()).redirectError(err.toFile()).redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
        Process p = pb.start();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the launcher did not finish");
        return new Run(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8), Files.readString(err, StandardCharsets.UTF_8));
    }

    @Test
    void aFailedBuildIsShownWithoutColourCodes(@TempDir Path dir) throws Exception {
        Path home = project(dir, "printf '\\033[1m[ERROR]\\033[m boom\\n\\033[0m' >&2\nprintf '\\033[0m\\033[0m'\nexit 1\n");
        Run r = run(dir, home);
        assertEquals(2, r.status(), r.err());
        assertFalse(r.err().contains(ESC), r.err());
        assertEquals(List.of("logical-go: building target/logical-go.jar (once, a minute or two; more on a loaded machine; again after a change to the sources)",
                "[ERROR] boom", "logical-go: the build failed (see the lines above)"), r.err().strip().lines().toList());
        assertEquals("", r.out());
        try (var left = Files.list(dir.resolve("tmp"))) {
            assertEquals(0, left.count(), "the build log is removed");
        }
    }

    @Test
    void aBuildSaysSoAndHowLongThenRunsAndAnUpToDateJarSaysNothing(@TempDir Path dir) throws Exception {
        // As Maven 3.8 does under -q -B -Dstyle.color=never: nothing but colour codes.
        Path home = project(dir, "mkdir -p target && touch target/logical-go.jar\nprintf '\\033[0m\\033[0m'\nprintf '\\033[0m\\033[0m' >&2\n");
        Run built = run(dir, home);
        assertEquals(0, built.status(), built.err());
        assertFalse(built.err().contains(ESC) || built.out().contains(ESC), built.err());
        List<String> said = built.err().strip().lines().toList();
        assertEquals(2, said.size(), built.err());
        assertTrue(said.get(0).startsWith("logical-go: building target/logical-go.jar"), built.err());
        assertTrue(said.get(1).matches("logical-go: built in \\d+ s"), built.err());
        assertEquals("ran java -jar " + home.toRealPath().resolve("target/logical-go.jar") + " --version\n", built.out());
        try (var left = Files.list(dir.resolve("tmp"))) {
            assertEquals(0, left.count(), "the build log is removed");
        }
        // The jar newer than every source: no build, not a word.
        FileTime later = FileTime.fromMillis(System.currentTimeMillis() + 60_000);
        Files.setLastModifiedTime(home.resolve("target/logical-go.jar"), later);
        Run again = run(dir, home);
        assertEquals(0, again.status());
        assertEquals("", again.err());
        // The jar holds the case-file schema: a newer schema is built in.
        Path schema = Files.writeString(home.resolve("conformance/schema/case-file.schema.json"), "{}");
        Files.setLastModifiedTime(schema, FileTime.fromMillis(System.currentTimeMillis() + 120_000));
        Run rebuilt = run(dir, home);
        assertEquals(0, rebuilt.status(), rebuilt.err());
        assertTrue(rebuilt.err().startsWith("logical-go: building target/logical-go.jar"), rebuilt.err());
    }

    @Test
    void judgeStartsFromAnArchiveTriedOnceABuildAndALongBatchKeepsTheOptimisingCompiler(@TempDir Path dir) throws Exception {
        Path home = project(dir, "exit 1\n");
        Files.createDirectories(home.resolve("target"));
        // Sources, then the jar, written in the past: the jar is up to date, and whatever the launcher writes is newer.
        long now = System.currentTimeMillis();
        for (String source : List.of("pom.xml", "src/main", "conformance/schema")) {
            Files.setLastModifiedTime(home.resolve(source), FileTime.fromMillis(now - 120_000));
        }
        Path jar = Files.writeString(home.resolve("target/logical-go.jar"), "");
        Files.setLastModifiedTime(jar, FileTime.fromMillis(now - 60_000));
        String jarPath = home.toRealPath().resolve("target/logical-go.jar").toString();
        // The fake java writes no archive: the launcher says so once, and the command still runs, with C1 alone.
        Run first = run(dir, home, "judge", "x.sgf");
        assertEquals(0, first.status(), first.err());
        assertEquals(List.of("logical-go: writing target/logical-go.jsa, the classes judge, replay and explain start from (once a build, a few seconds)",
                "logical-go: could not write the archive: starting without it"), first.err().strip().lines().toList());
        assertEquals("ran java -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -jar " + jarPath + " judge x.sgf",
                first.out().strip().lines().reduce((a, b) -> b).orElseThrow(), first.out());
        Run again = run(dir, home, "replay", "D4");
        assertEquals("", again.err(), "tried once a build");
        assertEquals("ran java -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -jar " + jarPath + " replay D4\n", again.out());
        // With an archive newer than the jar, the JVM is told to start from it.
        Files.writeString(home.resolve("target/logical-go.jsa"), "");
        Run shared = run(dir, home, "explain", "--move", "1", "x.sgf");
        assertEquals("", shared.err());
        assertTrue(shared.out().startsWith("ran java -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -XX:SharedArchiveFile="
                + home.toRealPath().resolve("target/logical-go.jsa") + " -Xlog:cds=off"), shared.out());
        // 20,000 files to judge: the JVM's own compilers (and still the archive).
        Path many = Files.createDirectories(dir.resolve("many"));
        for (int i = 0; i < 20_000; i++) {
            Files.createFile(many.resolve("g" + i + ".sgf"));
        }
        Run batch = run(dir, home, "judge", "--jobs", "2", many.toString());
        assertTrue(batch.out().startsWith("ran java -XX:SharedArchiveFile="), batch.out());
        Files.delete(many.resolve("g0.sgf"));
        Run fewer = run(dir, home, "judge", many.toString());
        assertTrue(fewer.out().startsWith("ran java -XX:TieredStopAtLevel=1"), fewer.out());
        // So does judge --bench, whose figures are the JVM's defaults'.
        assertTrue(run(dir, home, "judge", "--bench", "200").out().startsWith("ran java -XX:SharedArchiveFile="));
        assertTrue(run(dir, home, "judge", "--bench=200").out().startsWith("ran java -XX:SharedArchiveFile="));
        // Other commands keep the JVM's defaults.
        assertEquals("ran java -jar " + jarPath + " count legal 2x2\n", run(dir, home, "count", "legal", "2x2").out());
    }
}
