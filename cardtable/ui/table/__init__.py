"""The one card table every game is played on (see scene.py): turn flow, AI pacing, the
pass-and-play curtain, hints, one choreography, one narration, seat plates, layout helpers."""
