package io.legalagent.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Aborting the hops of a stopping service: interrupted, never committed, interrupt flag cleared. */
class InFlightHopsTest {
    private final InFlightHops hops = new InFlightHops();

    @Test
    void aHopThatFinishesNormallyReturnsItsResult() {
        assertThat(hops.run("classifier", () -> "done")).isEqualTo("done");
    }

    @Test
    void anAbortedHopFailsEvenWhenTheNodeSwallowedTheInterrupt() throws Exception {
        var inside = new CountDownLatch(1);
        var result = CompletableFuture.supplyAsync(() -> {
            try {
                return hops.run("replanner", () -> {
                    inside.countDown();
                    try {
                        Thread.sleep(10_000);
                        return "decided";
                    } catch (InterruptedException e) {
                        // A node that falls back on any failure: the decision must still not count.
                        return "fallback";
                    }
                });
            } catch (HopAborted e) {
                return "aborted, interrupted=" + Thread.currentThread().isInterrupted();
            }
        });
        assertThat(inside.await(5, TimeUnit.SECONDS)).isTrue();
        hops.stopping();

        assertThat(hops.abortAll()).isEqualTo(1);
        assertThat(result.get(5, TimeUnit.SECONDS)).isEqualTo("aborted, interrupted=false");
    }

    @Test
    void noHopStartsOnceTheServiceIsStopping() {
        hops.stopping();

        assertThatThrownBy(() -> hops.run("planner", () -> "late")).isInstanceOf(HopAborted.class);
        assertThat(hops.abortAll()).isZero();
    }

    @Test
    void hopsRunAgainOnceTheContainersAreStartedAgain() {
        hops.stopping();
        hops.running();

        assertThat(hops.run("planner", () -> "resumed")).isEqualTo("resumed");
    }
}
