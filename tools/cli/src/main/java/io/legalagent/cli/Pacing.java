package io.legalagent.cli;

/** When a benchmark may publish its next question. */
interface Pacing {
    /**
     * @param index the next question's position (from 0)
     * @param elapsedNanos time since the first question was published (0 before it)
     * @param unanswered questions published and not yet answered
     */
    boolean mayPublish(int index, long elapsedNanos, int unanswered);

    /** How long to wait for records before looking again, at most. */
    default long waitNanos(int index, long elapsedNanos) {
        return 50_000_000L;
    }

    /** One question at a time: the next only once the previous one is answered (an idle system). */
    static Pacing oneAtATime() {
        return (index, elapsed, unanswered) -> unanswered == 0;
    }

    /** At most {@code limit} questions unanswered at any time: a steady pipeline without a flood. */
    static Pacing inFlight(int limit) {
        return (index, elapsed, unanswered) -> unanswered < limit;
    }

    /** Every question at once: as much load as the system will take. */
    static Pacing allAtOnce() {
        return (index, elapsed, unanswered) -> true;
    }

    /** A fixed rate, whatever happens to earlier questions (an open system under steady load). */
    static Pacing perSecond(double rate) {
        long interval = (long) (1e9 / rate);
        return new Pacing() {
            @Override
            public boolean mayPublish(int index, long elapsedNanos, int unanswered) {
                return elapsedNanos >= index * interval;
            }

            @Override
            public long waitNanos(int index, long elapsedNanos) {
                return Math.max(0, Math.min(50_000_000L, index * interval - elapsedNanos));
            }
        };
    }
}
