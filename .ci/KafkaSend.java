import java.io.FileReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringSerializer;

/**
 * The smoke test's producer for a node's login: kcat on these machines cannot log in with SCRAM to
 * Kafka 4, so a record written as a node (a forgery the stack must refuse) goes through the Kafka
 * client the broker ships with. Run as a source file:
 *
 * <pre>java -cp ".legal/kafka/libs/*" .ci/KafkaSend.java BOOTSTRAP CLIENT.PROPERTIES TOPIC KEY VALUE-FILE [HEADER=VALUE]...</pre>
 *
 * Exits non-zero when the broker does not acknowledge the record (a refused login or ACL included).
 */
public class KafkaSend {
    public static void main(String[] args) throws Exception {
        var settings = new Properties();
        try (var in = new FileReader(args[1], StandardCharsets.UTF_8)) {
            settings.load(in);
        }
        settings.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, args[0]);
        settings.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
        settings.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
        settings.put(ProducerConfig.MAX_BLOCK_MS_CONFIG, "20000");
        settings.put(ProducerConfig.DELIVERY_TIMEOUT_MS_CONFIG, "20000");
        settings.put(ProducerConfig.REQUEST_TIMEOUT_MS_CONFIG, "10000");
        var value = Files.readString(Path.of(args[4]), StandardCharsets.UTF_8).strip();
        var record = new ProducerRecord<String, String>(args[2], args[3], value);
        for (int i = 5; i < args.length; i++) {
            int eq = args[i].indexOf('=');
            record.headers().add(args[i].substring(0, eq), args[i].substring(eq + 1).getBytes(StandardCharsets.UTF_8));
        }
        try (var producer = new KafkaProducer<String, String>(settings)) {
            var sent = producer.send(record).get();
            System.out.println(sent.topic() + "-" + sent.partition() + "@" + sent.offset());
        }
    }
}
