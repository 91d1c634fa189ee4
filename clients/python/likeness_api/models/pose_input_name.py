from enum import StrEnum


class PoseInputName(StrEnum):
    ARMS_UP = "arms_up"
    CROUCHING = "crouching"
    DANCING = "dancing"
    HANDS_ON_HIPS = "hands_on_hips"
    JUMPING = "jumping"
    KICKING = "kicking"
    KNEELING = "kneeling"
    LYING = "lying"
    POINTING = "pointing"
    REACHING_UP = "reaching_up"
    RUNNING = "running"
    SITTING = "sitting"
    SITTING_FLOOR = "sitting_floor"
    STANDING = "standing"
    THINKING = "thinking"
    TURNED_AWAY = "turned_away"
    WALKING = "walking"
    WAVING = "waving"

    def __str__(self) -> str:
        return str(self.value)
