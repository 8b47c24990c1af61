import MediaTestSupport
import Testing

/// Suites of this target that open SDL's audio in this process run one after another: there is one
/// sound device (SDL's `disk` driver writing one file) and SDL is not safe to start from several
/// threads at once; nor beside another target's SDL suites.
@Suite(.serialized, .sdlExclusive)
enum SDLSerialTests {}
