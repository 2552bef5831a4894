package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.retrieval.store.ChromaClient;
import io.legalagent.retrieval.store.ChromaPassageStore;
import io.legalagent.retrieval.store.StoredPassage;
import io.legalagent.retrieval.support.ChromaServer;
import io.legalagent.retrieval.support.ProjectRoot;
import io.legalagent.retrieval.support.TestModels;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@code legal ingest} and {@code legal bench retrieval} run the retrieval module in-process against a
 * real Chroma server (started for the run by the retrieval module's test support) and the real ONNX
 * model. Three passages of the sample corpus keep it quick.
 */
@ExtendWith(ChromaServer.class)
class RetrievalCommandsIT {
    private static final List<String> IDS = List.of("torts-battery", "torts-assault", "torts-false-imprisonment");

    @TempDir
    static Path dir;

    private static Path corpus;

    @BeforeAll
    static void threePassagesOfTheSampleCorpus() throws IOException {
        var lines = Files.readAllLines(ProjectRoot.sampleCorpus());
        assertThat(lines.subList(0, 3))
                .allSatisfy(line ->
                        assertThat(IDS.stream().anyMatch(line::contains)).isTrue());
        corpus =
                Files.write(Files.createDirectories(dir.resolve("corpus")).resolve("rules.jsonl"), lines.subList(0, 3));
    }

    @Test
    void ingestStoresSearchablePassagesAndASecondRunChangesNothing(ChromaClient chroma) {
        // --collection names a library (its older name): the library's passages live in library_ORG_NAME (organisation
        // local by default).
        String library = ChromaServer.uniqueCollection("cli-ingest");
        String collection = "library_local_" + library;

        var first = Cli.run("ingest", "--chroma", chroma.url().toString(), "--collection", library, corpus.toString());

        assertThat(first.exitCode()).as(first.stderr()).isZero();
        assertThat(first.out())
                .contains(collection + ": 3 passages read, 3 added, 0 replaced, 0 unchanged, 0 skipped rows")
                .contains("embedded and stored 3 passages")
                .contains("collection holds 3 passages");
        var store = ChromaPassageStore.open(chroma, collection, TestModels.bge().passageModelId());
        assertThat(store.count()).isEqualTo(3);
        assertThat(store.get(IDS)).extracting(StoredPassage::id).containsExactlyInAnyOrderElementsOf(IDS);
        var hits = store.query(
                List.of(TestModels.bge()
                        .embedQuery("Confining a person within fixed boundaries, e.g. by locking a door")),
                1,
                null);
        assertThat(hits.get(0)).extracting(h -> h.passage().id()).containsExactly("torts-false-imprisonment");

        var second = Cli.run("ingest", "--chroma", chroma.url().toString(), "--collection", library, corpus.toString());

        assertThat(second.exitCode()).as(second.stderr()).isZero();
        assertThat(second.out())
                .contains("3 passages read, 0 added, 0 replaced, 3 unchanged")
                .doesNotContain("embedded and stored");
        assertThat(store.count()).isEqualTo(3);
    }

    @Test
    void ingestExplainsItsUsageAndAMissingServer() {
        var bogus = Cli.run("ingest", "--bogus");
        assertThat(bogus.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(bogus.stderr()).contains("Unknown option: '--bogus'").contains("Usage: legal ingest");

        var help = Cli.run("ingest", "--help");
        assertThat(help.exitCode()).isZero();
        assertThat(help.out()).startsWith("Usage: legal ingest");

        var down = Cli.run("ingest", "--chroma", "http://127.0.0.1:1", corpus.toString());
        assertThat(down.exitCode()).isEqualTo(ExitCodes.ERROR);
        assertThat(down.stderr()).contains("Chroma does not answer at http://127.0.0.1:1");
    }

    @Test
    void benchRetrievalScoresTheVariantsAndPrintsJson(ChromaClient chroma) throws IOException {
        var qa = Files.writeString(
                dir.resolve("qa.csv"),
                """
                idx,prompt,question,choice_a,choice_b,choice_c,choice_d,answer,gold_idx
                q1,,"Dan grabbed the purse Paula was holding. Which tort?",Battery,Assault,Negligence,None,A,torts-battery
                q2,"Dan shook his fist and said he would hit Paula next week.",Is Dan liable for assault?,"Yes, he threatened her","No, the harm was not imminent",Only if she was afraid,Only if he touched her,B,torts-assault
                """);

        var result = benchRetrieval(chroma, qa, "--calibrate", "--json");

        assertThat(result.exitCode()).as(result.stderr()).isZero();
        assertThat(result.out())
                .contains("corpus " + corpus.getParent() + ": 3 passages")
                .contains("2 questions from " + qa)
                .contains("choices+hybrid (default)")
                .containsPattern("calibrated +AUC \\d\\.\\d{3} \\[\\d\\.\\d{3}, \\d\\.\\d{3}\\]  threshold")
                .containsPattern("mean_cosine +AUC")
                .containsPattern("calibrated − mean_cosine on the same questions \\(paired\\): AUC [+-]\\d")
                .containsPattern("calibrated read as a probability: Brier \\d\\.\\d{3}");
        var json = JsonMapper.builder().build().readTree(new String(result.lastLine(), StandardCharsets.UTF_8));
        assertThat(json.get("variant").asString()).isEqualTo("choices+hybrid (default)");
        assertThat(json.get("questions").asInt()).isEqualTo(2);
        assertThat(json.get("hit@10").asDouble()).isEqualTo(1.0); // only three passages to rank
    }

    @Test
    void benchRetrievalAlsoScoresSignalsAgainstPassagesJudgedEquivalentToTheGold(ChromaClient chroma)
            throws IOException {
        var qa = Files.writeString(
                dir.resolve("qa-judged.csv"),
                """
                idx,prompt,question,choice_a,choice_b,choice_c,choice_d,answer,gold_idx
                q1,,"Dan grabbed the purse Paula was holding. Which tort?",Battery,Assault,Negligence,None,A,torts-battery
                q2,,Is a verbal threat of a blow next week an assault?,Yes,No,Only if she was afraid,Never,B,none_such
                """);
        var judged = Files.writeString(
                dir.resolve("judged.csv"),
                """
                question,passage_id,reason
                q2,torts-assault,"Assault needs imminent apprehension; it states that"
                """);

        var result = benchRetrieval(chroma, qa, "--calibrate", "--default-only", "--equivalents", judged.toString());

        assertThat(result.exitCode()).as(result.stderr()).isZero();
        // q2's gold exists nowhere, so only q1 is a hit; with the judged passage, both found their evidence.
        assertThat(result.out())
                .containsPattern("calibrated +AUC \\d\\.\\d{3} \\[\\d\\.\\d{3}, \\d\\.\\d{3}\\]  threshold")
                .contains("against gold or a passage judged equivalent (judged.csv) in the top 5: 2 of 2 questions");
    }

    /** {@code legal bench retrieval} on the three-passage corpus and these questions, with more options. */
    private static Cli benchRetrieval(ChromaClient chroma, Path qa, String... more) {
        var argv = new ArrayList<>(List.of(
                "bench",
                "retrieval",
                "--qa",
                qa.toString(),
                "--corpus",
                corpus.getParent().toString(),
                "--chroma",
                chroma.url().toString()));
        argv.addAll(List.of(more));
        return Cli.run(argv.toArray(String[]::new));
    }

    @Test
    void benchNeedsAKnownKind() {
        assertThat(Cli.run("bench").exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(Cli.run("bench", "--json").exitCode()).isEqualTo(ExitCodes.USAGE);
        var help = Cli.run("bench", "--help");
        assertThat(help.exitCode()).isZero();
        assertThat(help.out())
                .startsWith("Usage: legal bench")
                .contains("hops", "throughput", "ingest", "retrieval", "memory", "chaos", "injection");

        var noQa = Cli.run("bench", "retrieval", "--json");
        assertThat(noQa.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(noQa.stderr()).contains("Missing required option: '--qa=FILE'");

        var other = Cli.run("bench", "latency");
        assertThat(other.exitCode()).isEqualTo(ExitCodes.USAGE);
        // The usage, or picocli's nearest kinds when one looks alike ("Did you mean: bench documents?").
        assertThat(other.stderr()).contains("latency").containsAnyOf("Usage: legal bench", "Did you mean: bench");
    }

    @Test
    void benchMemoryCountsRewordingsThatHitAndOtherQuestionsOnTheSameFactsThatDoNotEvenWithTheSameChoices(
            @TempDir Path dir) throws Exception {
        var qa = Files.writeString(
                dir.resolve("qa.csv"),
                """
                idx,prompt,question,choice_a,choice_b,choice_c,choice_d,answer,gold_idx
                q1,"A tenant assigns the lease to a friend, who stops paying rent.",Is the friend liable for the rent?,"Yes, by privity of estate",No,Only if he promised,Only if the landlord consented,A,p1
                q2,"A tenant assigns the lease to a friend, who stops paying rent.",Is the tenant still liable for the rent?,"Yes, by privity of contract",No,Only if the friend is insolvent,Only if the lease says so,A,p2
                q3,"A tenant assigns the lease to a friend, who stops paying rent.",Is the friend liable for the rent the tenant owed before the assignment?,"Yes, by privity of estate",No,Only if he promised,Only if the landlord consented,B,p3
                """);

        var result = Cli.run("bench", "memory", "--qa", qa.toString());

        assertThat(result.exitCode()).as(result.stderr()).isZero();
        assertThat(result.out())
                .contains("qa.csv, multiple choice: 3 questions, 3 pairs on a shared fact pattern")
                // q1 and q3 offer the same choices and embed at 0.98, above the threshold: the wording tells them
                // apart.
                .contains("must not hit: 0 of 3 same-fact-pattern pairs, 0 of 3 questions hit another question")
                .doesNotContain("hits another question:")
                .containsPattern("should hit, choices_reversed +recall 100\\.0%")
                .contains("qa.csv, open (question sentence alone)")
                .contains("precision 1.000, recall 1.000");
    }
}
