package io.legalagent.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every service's memory limit, in the rendered manifests and in compose, holds the heap its kind's
 * JVM options allow (deploy/jvm) and room beside it: lowering a limit below that, or raising a heap
 * above it, fails here instead of in an OOM kill.
 */
class JvmSizingIT {
    /** Metaspace, code cache, threads and the Kafka client's buffers, measured at 60-100 MB. */
    private static final long ROOM_BESIDE_THE_HEAP_MB = 128;

    @Test
    void everyLimitHoldsItsKindsHeapAndTheRoomBesideIt() {
        var kinds = kinds();
        for (Rendering rendering : Rendering.all()) {
            for (String service : Project.serviceIds()) {
                String kind = kinds.getOrDefault(service, "light");
                long heap = maxHeapMb(kind);
                Object limit = rendering
                        .get("Deployment", service)
                        .at("spec", "template", "spec", "containers", 0, "resources", "limits", "memory");
                assertThat(ComposeFileIT.mebibytes(limit))
                        .as("%s (%s kind, %d MB heap) memory limit in %s", service, kind, heap, rendering)
                        .isGreaterThanOrEqualTo(heap + ROOM_BESIDE_THE_HEAP_MB);
            }
        }
    }

    /** {@code deploy/jvm/kinds}: service to kind. */
    static Map<String, String> kinds() {
        var kinds = new TreeMap<String, String>();
        Project.read("deploy/jvm/kinds")
                .lines()
                .map(line -> line.replaceFirst("#.*", "").strip())
                .filter(line -> !line.isEmpty())
                .map(line -> line.split("\\s+"))
                .forEach(words -> kinds.put(words[0], words[1]));
        return kinds;
    }

    /** The -Xmx of a kind's options file, in MB. */
    static long maxHeapMb(String kind) {
        var matcher = Pattern.compile("(?m)^-Xmx(\\d+)m$").matcher(Project.read("deploy/jvm/" + kind + ".options"));
        assertThat(matcher.find())
                .as("deploy/jvm/%s.options sets -Xmx in MB", kind)
                .isTrue();
        return Long.parseLong(matcher.group(1));
    }
}
