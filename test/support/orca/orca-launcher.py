# Starts the installed Orca for a test: its settings from the folder given, every utterance appended line by line to
# SPEECH_LOG (Orca's own logger keeps them in memory; `--debug-file` block-buffers), its debug log line-buffered to
# DEBUG_LOG (the harness waits until it has been quiet), and no speech-dispatcher (no audio device on a test machine;
# the utterances are logged the same).
#
# Orca's own command (/usr/bin/orca) refuses to start while any other process of the user is named `orca`, whatever
# its display or bus: this starts `orca.main()` itself, on the private bus and display it is given, so another
# session's Orca elsewhere on the machine does not stop it. The harness still runs one at a time (a lock file).
#
# usage: python3 orca-launcher.py SPEECH_LOG DEBUG_LOG PREFS_DIR
import logging
import sys

sys.path.insert(1, '/usr/lib/python3/dist-packages')
from orca import debug, orca, speech  # noqa: E402

speech_log, debug_log, prefs_dir = sys.argv[1:4]

handler = logging.FileHandler(speech_log, encoding='utf-8')
handler.setFormatter(logging.Formatter('%(message)s'))
logging.getLogger('speech').addHandler(handler)

debug.debugLevel = debug.LEVEL_INFO
debug.eventDebugLevel = debug.LEVEL_OFF
debug.debugFile = open(debug_log, 'w', buffering=1, encoding='utf-8')

speech.init = lambda: None

manager = orca.getSettingsManager()
manager.activate(prefs_dir, {})
sys.path.insert(0, manager.getPrefsDir())
sys.exit(orca.main())
