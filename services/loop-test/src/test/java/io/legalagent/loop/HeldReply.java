package io.legalagent.loop;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * One reply of the {@link OllamaStub} held back: the test learns when the request is in (the hop is
 * in flight, inside its model call) and decides when the reply goes out (at most a minute later).
 */
final class HeldReply {
    private final StubSkill skill;
    private final CountDownLatch arrived = new CountDownLatch(1);
    private final CountDownLatch released = new CountDownLatch(1);

    HeldReply(StubSkill skill) {
        this.skill = skill;
    }

    StubSkill skill() {
        return skill;
    }

    /** Whether the held request came in within {@code within}. */
    boolean arrived(Duration within) throws InterruptedException {
        return arrived.await(within.toMillis(), TimeUnit.MILLISECONDS);
    }

    void release() {
        released.countDown();
    }

    /** On the server's thread: tells the test the request is in, then waits for the release. */
    void arriveAndWait() {
        arrived.countDown();
        try {
            released.await(1, TimeUnit.MINUTES);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
