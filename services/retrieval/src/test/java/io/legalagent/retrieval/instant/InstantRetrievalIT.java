package io.legalagent.retrieval.instant;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.Evidence;
import io.legalagent.ports.QaMemory;
import io.legalagent.ports.QuerySet;
import io.legalagent.ports.Retriever;
import io.legalagent.retrieval.RetrievalAutoConfiguration;
import io.legalagent.retrieval.RetrievalStack;
import io.legalagent.retrieval.support.ProjectRoot;
import io.legalagent.retrieval.support.SignedAnswers;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/** The benchmark-only ports: fixed passages from the sample corpus, a memory that never hits. */
class InstantRetrievalIT {
    private final ApplicationContextRunner services = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(RetrievalAutoConfiguration.class))
            .withPropertyValues(
                    "legal.retrieval.instant=true",
                    "legal.retrieval.instant-corpus=" + ProjectRoot.sampleCorpus(),
                    // Nothing listens here: the instant ports must never call Chroma.
                    "legal.retrieval.chroma-url=http://127.0.0.1:1");

    @Test
    void replacesBothPortsWithoutOpeningTheRealStack() {
        services.run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context.getBean(Retriever.class)).isInstanceOf(InstantRetriever.class);
            assertThat(context.getBean(QaMemory.class)).isInstanceOf(InstantQaMemory.class);
            assertThat(context).doesNotHaveBean(RetrievalStack.class);
        });
    }

    @Test
    void answersEveryQueryWithTheSameFirstPassagesOfTheCorpus() {
        services.run(context -> {
            var retriever = context.getBean(Retriever.class);
            var battery = retriever.retrieve(new QuerySet("What is battery?", List.of()), Set.of());
            var hearsay = retriever.retrieve(new QuerySet("What is hearsay?", List.of("out of court")), Set.of());

            assertThat(battery.passages()).hasSize(5);
            assertThat(battery.passages().get(0).id()).isEqualTo("torts-battery");
            assertThat(hearsay.passages()).isEqualTo(battery.passages());
            assertThat(battery.confidence()).isEqualTo(InstantRetriever.CONFIDENCE);
            assertThat(battery.candidates()).isEqualTo(50);
            assertThat(battery.passages())
                    .extracting(Evidence::score)
                    .isSortedAccordingTo((a, b) -> Double.compare(b, a));
        });
    }

    @Test
    void skipsWhatEarlierStepsUsedLikeTheRealRetriever() {
        services.run(context -> {
            var retriever = context.getBean(Retriever.class);
            var first = retriever.retrieve(new QuerySet("q", List.of()), Set.of());
            var used = Set.copyOf(first.passages().stream().map(Evidence::id).toList());

            var second = retriever.retrieve(new QuerySet("q", List.of()), used);

            assertThat(second.passages()).hasSize(5).extracting(Evidence::id).doesNotContainAnyElementsOf(used);
            assertThat(second.excluded()).isEqualTo(5);
        });
    }

    @Test
    void qaMemoryNeverHitsAndKeepsNothing() {
        services.run(context -> {
            var memory = context.getBean(QaMemory.class);
            assertThat(memory.remember(SignedAnswers.answered("run-1", "What is battery?", "An intentional tort.")))
                    .isFalse();

            assertThat(memory.lookup("What is battery?")).isEmpty();
        });
    }

    @Test
    void aMissingPassageFileStopsTheServiceWithItsPath() {
        services.withPropertyValues("legal.retrieval.instant-corpus=/nowhere/passages.jsonl")
                .run(context -> assertThat(context)
                        .hasFailed()
                        .getFailure()
                        .rootCause()
                        .hasMessageContaining("/nowhere/passages.jsonl"));
    }

    @Test
    void isOffByDefault() {
        new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(RetrievalAutoConfiguration.class))
                .run(context -> assertThat(context).doesNotHaveBean(InstantRetriever.class));
    }
}
