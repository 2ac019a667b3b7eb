package org.logicalgo.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;

import org.junit.jupiter.api.Test;

/** The layers of the brief: the reference and its vocabulary use only the JDK; nothing below the CLI uses it. */
class LayersTest {

    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.logicalgo");

    @Test
    void theVocabularyUsesOnlyTheJdk() {
        classes().that().resideInAPackage("org.logicalgo.rules..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("java..", "org.logicalgo.rules..")
                .check(MAIN);
    }

    @Test
    void theReferenceUsesOnlyTheJdkAndItsVocabulary() {
        classes().that().resideInAPackage("org.logicalgo.reference..")
                .should().onlyDependOnClassesThat()
                .resideInAnyPackage("java..", "org.logicalgo.reference..", "org.logicalgo.rules..")
                .check(MAIN);
    }

    @Test
    void theDefectsSpoilTheReferenceAndUseNothingElse() {
        classes().that().resideInAPackage("org.logicalgo.defects..")
                .should().onlyDependOnClassesThat()
                .resideInAnyPackage("java..", "org.logicalgo.defects..", "org.logicalgo.reference..", "org.logicalgo.rules..")
                .check(MAIN);
    }

    @Test
    void theFastEngineStandsOnTheVocabularyAloneNotOnTheReference() {
        classes().that().resideInAPackage("org.logicalgo.fast..")
                .should().onlyDependOnClassesThat()
                .resideInAnyPackage("java..", "org.logicalgo.fast..", "org.logicalgo.rules..")
                .check(MAIN);
    }

    @Test
    void theCountsFollowTheFastEngineNotTheReference() {
        classes().that().resideInAPackage("org.logicalgo.count..")
                .should().onlyDependOnClassesThat()
                .resideInAnyPackage("java..", "org.logicalgo.count..", "org.logicalgo.fast..", "org.logicalgo.rules..")
                .check(MAIN);
    }

    @Test
    void theSolverSearchesOnTheFastEngineNotTheReference() {
        classes().that().resideInAPackage("org.logicalgo.solve..")
                .should().onlyDependOnClassesThat()
                .resideInAnyPackage("java..", "org.logicalgo.solve..", "org.logicalgo.fast..", "org.logicalgo.rules..")
                .check(MAIN);
    }

    @Test
    void perftCountsOnTheFastEngineAndOnAnyGameNotTheReference() {
        // Any engine's games through rules.Game (the reference's among them, given by the caller).
        classes().that().resideInAPackage("org.logicalgo.perft..")
                .should().onlyDependOnClassesThat()
                .resideInAnyPackage("java..", "org.logicalgo.perft..", "org.logicalgo.fast..", "org.logicalgo.rules..")
                .check(MAIN);
    }

    @Test
    void displayDrawsOnlyTheVocabulary() {
        classes().that().resideInAPackage("org.logicalgo.display..")
                .should().onlyDependOnClassesThat()
                .resideInAnyPackage("java..", "org.logicalgo.display..", "org.logicalgo.rules..")
                .check(MAIN);
    }

    @Test
    void theProtocolDoesNotReachIntoTheReferenceOrTheSuite() {
        noClasses().that().resideInAPackage("org.logicalgo.gtp..")
                .should().dependOnClassesThat()
                .resideInAnyPackage("org.logicalgo.reference..", "org.logicalgo.conformance..")
                .check(MAIN);
    }

    @Test
    void sgfIsAProtocolOnTheVocabularyAlone() {
        classes().that().resideInAPackage("org.logicalgo.sgf..")
                .should().onlyDependOnClassesThat()
                .resideInAnyPackage("java..", "org.logicalgo.sgf..", "org.logicalgo.rules..")
                .check(MAIN);
    }

    @Test
    void theArbiterJudgesThroughTheEngineInterface() {
        noClasses().that().resideInAPackage("org.logicalgo.arbiter..")
                .should().dependOnClassesThat()
                .resideInAnyPackage("org.logicalgo.reference..", "org.logicalgo.gtp..", "org.logicalgo.conformance..")
                .check(MAIN);
    }

    @Test
    void theSuiteModelStandsOnTheVocabularyAlone() {
        // The cases, their loader and checker: the rules' nouns (an engine only through rules.Engine),
        // the way in and out for files, and the JSON libraries; never an engine, a protocol or the runner.
        classes().that().resideInAPackage("org.logicalgo.conformance")
                .should().onlyDependOnClassesThat()
                .resideInAnyPackage("java..", "org.logicalgo.conformance", "org.logicalgo.rules..", "org.logicalgo.rulesets..",
                        "org.logicalgo.io..", "com.fasterxml.jackson..", "com.networknt..")
                .check(MAIN);
    }

    @Test
    void theRunnerPlaysTheSuiteThroughGtpAndWritesTheSharedShapes() {
        // Each case as the rules play it (the fast engine), put to an engine over GTP; its reports
        // drawn (display) and written in the JSON shapes of replay, judge and explain (json); a clause id
        // shown with its text (spec).
        classes().that().resideInAPackage("org.logicalgo.conformance.runner..")
                .should().onlyDependOnClassesThat()
                .resideInAnyPackage("java..", "org.logicalgo.conformance..", "org.logicalgo.rules..", "org.logicalgo.rulesets..",
                        "org.logicalgo.fast..", "org.logicalgo.gtp..", "org.logicalgo.display..", "org.logicalgo.json..", "org.logicalgo.io..",
                        "org.logicalgo.spec..", "org.logicalgo.perft..", "com.fasterxml.jackson..")
                .check(MAIN);
    }

    @Test
    void theJsonShapesWriteTheVocabularyAndRecordsOnly() {
        // One shape per concept, shared by the command line, the reports and the explorer: so it may
        // not lean on any of them, nor on an engine. explain's shape is of the arbiter's Explanation.
        classes().that().resideInAPackage("org.logicalgo.json..")
                .should().onlyDependOnClassesThat()
                .resideInAnyPackage("java..", "org.logicalgo.json..", "org.logicalgo.rules..", "org.logicalgo.rulesets..",
                        "org.logicalgo.sgf..", "org.logicalgo.arbiter..", "com.fasterxml.jackson..")
                .check(MAIN);
    }

    @Test
    void theExplorerServesTheReferenceAndNeverTheCommandLine() {
        // The explorer's server and API: the reference engine and what judges and draws, the suite's
        // model (not its runner, nor an engine over GTP), Jetty's core server (no servlets); no other server.
        classes().that().resideInAPackage("org.logicalgo.explorer..")
                .should().onlyDependOnClassesThat()
                .resideInAnyPackage("java..", "org.logicalgo.explorer..", "org.logicalgo.rules..", "org.logicalgo.rulesets..",
                        "org.logicalgo.spec..", "org.logicalgo.reference..",
                        "org.logicalgo.arbiter..", "org.logicalgo.sgf..", "org.logicalgo.conformance", "org.logicalgo.display..",
                        "org.logicalgo.json..", "org.logicalgo.io..", "com.fasterxml.jackson..", "org.eclipse.jetty..")
                .check(MAIN);
    }

    @Test
    void onlyTheExplorerServesHttp() {
        // The web server is the explorer's alone: no command, engine or report reaches it.
        com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses().that().resideOutsideOfPackage("org.logicalgo.explorer..")
                .should().dependOnClassesThat().resideInAnyPackage("org.eclipse.jetty..", "com.sun.net.httpserver..")
                .check(MAIN);
    }

    @Test
    void theRegistryOfRulesetsNamesTheVocabularyAlone() {
        // Names read once at the edge: the registry knows the rules' settings and nothing that uses them.
        classes().that().resideInAPackage("org.logicalgo.rulesets..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("java..", "org.logicalgo.rulesets..", "org.logicalgo.rules..")
                .check(MAIN);
    }

    @Test
    void whatReadsTheSpecStandsBelowTheCommandLineAndTheExplorer() {
        // The clauses' texts and a move's steps, shown alike by explain and the explorer.
        classes().that().resideInAPackage("org.logicalgo.spec..")
                .should().onlyDependOnClassesThat()
                .resideInAnyPackage("java..", "org.logicalgo.spec..", "org.logicalgo.rules..", "org.logicalgo.reference..")
                .check(MAIN);
    }

    @Test
    void theWayInForFilesUsesOnlyTheJdk() {
        classes().that().resideInAPackage("org.logicalgo.io..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("java..", "org.logicalgo.io..")
                .check(MAIN);
    }

    @Test
    void archivesAreReadWithCommonsCompressAndKnowNothingOfGo() {
        // Names and bytes only: what an entry holds is the batch's to read.
        classes().that().resideInAPackage("org.logicalgo.archive..")
                .should().onlyDependOnClassesThat()
                .resideInAnyPackage("java..", "org.logicalgo.archive..", "org.logicalgo.io..", "org.apache.commons.compress..", "org.tukaani..")
                .check(MAIN);
    }

    @Test
    void onlyTheArchiveReaderOpensArchives() {
        noClasses().that().resideOutsideOfPackage("org.logicalgo.archive..")
                .should().dependOnClassesThat().resideInAnyPackage("org.apache.commons.compress..", "org.tukaani..")
                .check(MAIN);
    }

    @Test
    void theBatchJudgesThroughTheArbiterForTheCommandLineAndThePipelineAlike() {
        // Shared by judge and the pipeline: so neither may be below it, nor an engine's insides.
        classes().that().resideInAPackage("org.logicalgo.batch..")
                .should().onlyDependOnClassesThat()
                .resideInAnyPackage("java..", "org.logicalgo.batch..", "org.logicalgo.arbiter..", "org.logicalgo.archive..",
                        "org.logicalgo.sgf..", "org.logicalgo.rules..", "org.logicalgo.rulesets..", "org.logicalgo.io..",
                        "com.fasterxml.jackson..")
                .check(MAIN);
    }

    @Test
    void thePipelineRunsTheBatchsJudgingOnBeam() {
        // The same reading and judging as judge (batch), on Beam; nothing else may use Beam.
        classes().that().resideInAPackage("org.logicalgo.pipeline..")
                .should().onlyDependOnClassesThat()
                .resideInAnyPackage("java..", "org.logicalgo.pipeline..", "org.logicalgo.batch..", "org.logicalgo.archive..",
                        "org.logicalgo.arbiter..", "org.logicalgo.fast..", "org.logicalgo.rules..", "org.logicalgo.rulesets..", "org.apache.beam..")
                .check(MAIN);
        noClasses().that().resideOutsideOfPackages("org.logicalgo.pipeline..", "org.logicalgo.cli..")
                .should().dependOnClassesThat().resideInAPackage("org.apache.beam..")
                .check(MAIN);
    }

    @Test
    void nothingBelowTheCommandLineUsesIt() {
        noClasses().that().resideOutsideOfPackage("org.logicalgo.cli..")
                .should().dependOnClassesThat().resideInAPackage("org.logicalgo.cli..")
                .check(MAIN);
    }
}
